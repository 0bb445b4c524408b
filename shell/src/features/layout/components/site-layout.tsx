import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Footer, type FooterProps } from './footer';
import { Header } from './header';

/** Header, the page, footer; full height from phone to desktop. */
export function SiteLayout({ children, footer }: { children?: ReactNode; footer?: FooterProps }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 2, md: 3 }, py: { xs: 2, md: 3 } }}
      >
        {children}
      </Box>
      <Footer {...footer} />
    </Box>
  );
}
