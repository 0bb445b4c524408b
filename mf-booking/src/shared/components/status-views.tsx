import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { isHttpError } from 'shared-events';
import { NOT_FOUND_MESSAGE } from '../model/messages';
import { BookingNotFoundError } from '../hooks/load-booking-data';
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

/** Whether a failed load says the address names nothing (trying again would not change it). */
export function isNotFound(error: unknown): boolean {
  if (isHttpError(error)) return error.response?.status === 404;
  return error instanceof BookingNotFoundError;
}

/** 'Réessayer' on a failed load (the load's `retry`), as the Alert's action. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onRetry} data-testid="booking-retry">
      Réessayer
    </Button>
  );
}

/** A page that could not be shown; with `onRetry`, a 'Réessayer' button that loads it again. */
export function ErrorView({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <BookingFrame title={title}>
      <Alert
        severity="error"
        data-testid="booking-error"
        action={onRetry ? <RetryButton onRetry={onRetry} /> : undefined}
      >
        {message}
      </Alert>
    </BookingFrame>
  );
}

/** A page whose load failed: why, with 'Réessayer' unless the address names nothing. */
export function LoadErrorView({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <ErrorView title={title} message={messageOf(error)} onRetry={isNotFound(error) ? undefined : onRetry} />;
}

/** The page of an address that names nothing on sale online (malformed, unknown, inactive, hidden from the web). */
export function NotFoundView({ title }: { title: string }) {
  return <ErrorView title={title} message={NOT_FOUND_MESSAGE} />;
}
