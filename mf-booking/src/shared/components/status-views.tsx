import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { isHttpError } from 'shared-events';
import { NOT_FOUND_MESSAGE } from '../model/messages';
import { BookingFrame } from './booking-frame';

/** A French message for a failed load (network and server details stay out of the page). */
export function messageOf(error: unknown): string {
  if (isHttpError(error)) {
    if (error.response?.status === 404) return NOT_FOUND_MESSAGE;
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

/** The page of an address that names nothing on sale online (malformed, unknown, inactive, hidden from the web). */
export function NotFoundView({ title }: { title: string }) {
  return <ErrorView title={title} message={NOT_FOUND_MESSAGE} />;
}
