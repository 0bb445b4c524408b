import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { bus } from '../bus/bus';
import type { ParkEventOf, ToastVariant } from '../bus/events';

export const DEFAULT_TOAST_MS = 3500;

/** notistack options of a toast request: 3.5 s unless durationMs says otherwise. */
export function toastOptions(event: ParkEventOf<'toast:requested'>): {
  variant: ToastVariant;
  autoHideDuration: number;
} {
  return { variant: event.variant ?? 'default', autoHideDuration: event.durationMs ?? DEFAULT_TOAST_MS };
}

function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const subscription = bus
      .on('toast:requested')
      .subscribe((event) => enqueueSnackbar(event.message, toastOptions(event)));
    return () => subscription.unsubscribe();
  }, [enqueueSnackbar]);
  return null;
}

/** notistack fed by toast:requested events of the bus (3.5 s unless durationMs says otherwise). */
export function BusToasts({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={DEFAULT_TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate
    >
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
