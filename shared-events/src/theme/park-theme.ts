import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

/** The park's colours. */
export const parkColors = {
  primary: '#5b2a86', // park violet
  secondary: '#f28c28', // park orange
  accent: '#00a6a6',
  background: '#f6f4fa',
  text: '#1d1b22',
  sepia: '#f3e7d3', // full ('complet') basket lines
} as const;

/** One MUI theme for every area (French locale). */
export const parkTheme = createTheme(
  {
    palette: {
      primary: { main: parkColors.primary },
      secondary: { main: parkColors.secondary, contrastText: '#1d1b22' },
      // Contained buttons carry their colour under white (or dark) text at 4.5:1: MUI's default warning orange
      // (#ed6c02) gives white text 3.1 ('Continuer' of the subscription cancellation), the teal accent 2.9.
      info: { main: parkColors.accent, contrastText: parkColors.text },
      warning: { main: '#b45309' },
      background: { default: parkColors.background, paper: '#ffffff' },
      text: { primary: parkColors.text },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Montserrat", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800, fontSize: '2rem', textTransform: 'uppercase' },
      h2: { fontWeight: 800, fontSize: '1.6rem', textTransform: 'uppercase' },
      h3: { fontWeight: 700, fontSize: '1.3rem' },
      button: { fontWeight: 700 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  frFR,
);
