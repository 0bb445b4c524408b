import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const AREA_UNAVAILABLE = 'Cette partie du site est momentanément indisponible.';
export const RETRY_LABEL = 'Réessayer';

export interface AreaFallbackProps {
  /** Federation name of the area ('mf_catalog' ...), used in the test id remote-fallback-<name>. */
  name: string;
  onRetry(): void;
}

/** What an area shows in its place when it cannot load or crashed: the rest of the page keeps working. */
export function AreaFallback({ name, onRetry }: AreaFallbackProps) {
  return (
    <Box
      role="alert"
      data-testid={`remote-fallback-${name}`}
      sx={{ py: 8, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <Typography variant="h3" component="p">
        {AREA_UNAVAILABLE}
      </Typography>
      <Button variant="contained" onClick={onRetry} data-testid={`remote-retry-${name}`}>
        {RETRY_LABEL}
      </Button>
    </Box>
  );
}
