import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Footer, type FooterProps } from './footer';
import { Header } from './header';

/**
 * Header, the page, footer; full height from phone to desktop. The page takes at least the screen's height:
 * the footer starts below the fold, so it does not jump down when an area's content arrives (layout shift).
 */
export function SiteLayout({ children, footer }: { children?: ReactNode; footer?: FooterProps }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box
        component="main"
        sx={{
          flex: 1,
          minHeight: '100vh',
          width: '100%',
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 1, sm: 2, md: 3 },
          py: { xs: 2, md: 3 },
        }}
      >
        {children}
      </Box>
      <Footer {...footer} />
    </Box>
  );
}
