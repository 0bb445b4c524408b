import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export const LOAD_FAILED = 'Impossible de charger les informations. Veuillez réessayer dans un instant.';

export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label="Chargement" />
    </Box>
  );
}

export function Message({ text, testId }: { text: string; testId?: string }) {
  return (
    <Typography sx={{ py: 4, textAlign: 'center' }} data-testid={testId}>
      {text}
    </Typography>
  );
}

/** The page's load failure (LOAD_FAILED) with 'Réessayer', which asks again what failed. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ py: 4, textAlign: 'center' }} data-testid="snack-load-failed">
      <Typography sx={{ mb: 2 }}>{LOAD_FAILED}</Typography>
      <Button variant="outlined" size="large" onClick={onRetry}>
        Réessayer
      </Button>
    </Box>
  );
}
