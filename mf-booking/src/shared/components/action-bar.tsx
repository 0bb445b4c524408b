import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The buttons at the foot of a booking page: right-aligned in a row, the primary action first on phones. */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        gap: 1.5,
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
      }}
    >
      {children}
    </Box>
  );
}
