import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Responsive card grid: two columns on phones, then as many 240 px+ columns as fit. */
export function CardGrid({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2, md: 3 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
