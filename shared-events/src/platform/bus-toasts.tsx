import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { bus } from '../bus/bus';

export const DEFAULT_TOAST_MS = 3500;

function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const subscription = bus.on('toast:requested').subscribe(({ message, variant = 'default', durationMs }) => {
      enqueueSnackbar(message, { variant, autoHideDuration: durationMs ?? DEFAULT_TOAST_MS });
    });
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
