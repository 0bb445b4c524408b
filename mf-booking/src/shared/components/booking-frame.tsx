import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { darken } from '@mui/material/styles';
import { accessibleColor } from 'shared-events';

export interface BookingFrameProps {
  title: string;
  subtitle?: string;
  /** The activity's colour for the title band. */
  color?: string;
  logo?: string;
  children?: ReactNode;
}

/** The frame of every booking page: a coloured title band and the content below. */
export function BookingFrame({ title, subtitle, color, logo, children }: BookingFrameProps) {
  // White text: the band goes from the colour (4.5:1 under white text) to a darker shade of it, never lighter.
  const band = color ? accessibleColor(color) : null;
  return (
    <Box component="section" sx={{ pb: 6 }} data-testid="booking-frame">
      <Box
        sx={{
          background: band ? `linear-gradient(120deg, ${band} 0%, ${darken(band, 0.2)} 100%)` : undefined,
          bgcolor: band ? undefined : 'primary.main',
          color: '#fff',
          py: { xs: 2.5, sm: 4 },
          mb: { xs: 2, sm: 4 },
        }}
      >
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {/* A square box reserved before the picture arrives (the title beside it does not move). */}
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt=""
              width={56}
              height={56}
              sx={{ height: { xs: 40, sm: 56 }, width: { xs: 40, sm: 56 }, objectFit: 'contain', flexShrink: 0 }}
            />
          ) : null}
          <Box>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '2rem' }, lineHeight: 1.15 }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="subtitle1" sx={{ opacity: 0.92, fontWeight: 600 }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md">{children}</Container>
    </Box>
  );
}
