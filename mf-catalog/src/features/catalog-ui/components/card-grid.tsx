import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Responsive card grid: one column on phones, then as many 260 px+ columns as fit. */
export function CardGrid({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      sx={{
        listStyle: 'none', m: 0, p: 0,
        display: 'grid', gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
