import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** French not-found page. */
export function NotFoundPage() {
  return (
    <Box data-testid="not-found-page" sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Page introuvable
      </Typography>
      <Typography sx={{ mb: 3 }}>La page que vous cherchez n'existe pas ou a été déplacée.</Typography>
      <Button component={RouterLink} to="/activites" variant="contained">
        Retour aux activités
      </Button>
    </Box>
  );
}
