import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** Frame of the login screens: back button, title with the park accent, a card with the form. */
export function LoginLayout({
  title,
  subtitle,
  backTo,
  wide,
  children,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  /** 'Retour': a link (it works in the server's first screen too, before the scripts), replacing this entry. */
  backTo?: string;
  wide?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Container maxWidth={wide ? 'md' : 'sm'} sx={{ py: { xs: 3, md: 6 } }} data-testid={testId}>
      {backTo !== undefined && (
        <Button
          component={Link}
          to={backTo}
          replace
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1.5 }}
          data-testid="login-back"
        >
          Retour
        </Button>
      )}
      <Paper
        elevation={3}
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, borderTop: '6px solid', borderTopColor: 'primary.main' }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ width: 64, height: 5, borderRadius: 3, bgcolor: 'secondary.main', mb: subtitle ? 2 : 3 }} />
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
