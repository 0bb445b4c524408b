import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { bus } from '../bus/bus';
import type { PendingToast } from './toast-options';

export { DEFAULT_TOAST_MS, toastOptions } from './toast-options';

// notistack (~8 KB gzip with its styling) is not needed until the first toast: it loads then.
const ToastStack = lazy(() => import('./toast-stack'));

let nextToastId = 1;

/**
 * Toasts (notistack, 3.5 s unless durationMs says otherwise) fed by toast:requested events of the bus.
 * The bus is listened to from the first render; notistack itself loads with the first toast, and the toasts
 * asked for meanwhile are kept and shown as soon as it is there.
 */
export function BusToasts({ children }: { children?: ReactNode }) {
  const [pending, setPending] = useState<PendingToast[]>([]);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    const subscription = bus.on('toast:requested').subscribe((event) => {
      setNeeded(true);
      setPending((list) => [...list, { id: nextToastId++, event }]);
    });
    return () => subscription.unsubscribe();
  }, []);

  const shown = useCallback((ids: number[]) => {
    setPending((list) => list.filter((toast) => !ids.includes(toast.id)));
  }, []);

  return (
    <>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastStack pending={pending} onShown={shown} />
        </Suspense>
      )}
    </>
  );
}
