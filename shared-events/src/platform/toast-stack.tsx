import { useEffect, useRef } from 'react';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { styled } from '@mui/material/styles';
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

/**
 * notistack's toasts with 4.5:1 white text (RGAA 3.2): its default green, orange and blue backgrounds have
 * 2.1 to 3.3:1; these darker shades of the same colours have 5:1 or more.
 */
export const TOAST_BACKGROUNDS = { success: '#2e7d32', error: '#c62828', warning: '#b45309', info: '#1565c0' } as const;
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_BACKGROUNDS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_BACKGROUNDS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_BACKGROUNDS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_BACKGROUNDS.info },
});
const TOAST_COMPONENTS = {
  default: ReadableToast,
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};

/** notistack's stack (loaded on demand by BusToasts). */
export default function ToastStack(props: ToastStackProps) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={DEFAULT_TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate
      Components={TOAST_COMPONENTS}
    >
      <Enqueue {...props} />
    </SnackbarProvider>
  );
}
