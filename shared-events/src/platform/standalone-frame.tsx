import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface StandaloneFrameProps {
  /** Shown above the page, full width (the park's header on a standalone entry). */
  Header?: ComponentType;
  children: ReactNode;
}

/**
 * The frame of an area's own page (the bar tablet, the bar screen): its header and its main column. The browser's
 * page (mountStandalone) and the area's server (its first screen drawn for its own page, decision 0031) draw the
 * same one, so the page does not move when the scripts take over.
 */
export function StandaloneFrame({ Header, children }: StandaloneFrameProps) {
  return (
    <>
      {Header && <Header />}
      <Box
        component="main"
        sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 2, md: 3 }, py: { xs: 2, md: 3 } }}
      >
        {children}
      </Box>
    </>
  );
}
