import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { isHttpError } from 'shared-events';
import { BookingFrame } from './booking-frame';

/** A French message for a failed load (network and server details stay out of the page). */
export function messageOf(error: unknown): string {
  if (isHttpError(error)) {
    if (error.response?.status === 404) return "Cette activité ou cette formule n'existe pas ou n'est plus disponible.";
    return 'Le service de réservation ne répond pas. Veuillez réessayer dans un instant.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Une erreur est survenue. Veuillez réessayer.';
}

export function LoadingView() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Chargement" />
    </Box>
  );
}

export function ErrorView({ title, message }: { title: string; message: string }) {
  return (
    <BookingFrame title={title}>
      <Alert severity="error" data-testid="booking-error">
        {message}
      </Alert>
    </BookingFrame>
  );
}
