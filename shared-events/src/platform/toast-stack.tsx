import { useEffect, useRef } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { DEFAULT_TOAST_MS, toastOptions, type PendingToast } from './toast-options';

interface ToastStackProps {
  pending: PendingToast[];
  onShown: (ids: number[]) => void;
}

/** Hands the pending toasts to notistack, each once, and says which ones it has taken. */
function Enqueue({ pending, onShown }: ToastStackProps) {
  const { enqueueSnackbar } = useSnackbar();
  const taken = useRef(new Set<number>());
  useEffect(() => {
    const fresh = pending.filter((toast) => !taken.current.has(toast.id));
    if (fresh.length === 0) return;
    for (const toast of fresh) {
      taken.current.add(toast.id);
      enqueueSnackbar(toast.event.message, toastOptions(toast.event));
    }
    onShown(fresh.map((toast) => toast.id));
  }, [pending, onShown, enqueueSnackbar]);
  return null;
}

/** notistack's stack (loaded on demand by BusToasts). */
export default function ToastStack(props: ToastStackProps) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={DEFAULT_TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate
    >
      <Enqueue {...props} />
    </SnackbarProvider>
  );
}
