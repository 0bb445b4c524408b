import type { ParkEventOf, ToastVariant } from '../bus/events';

export const DEFAULT_TOAST_MS = 3500;

/** notistack options of a toast request: 3.5 s unless durationMs says otherwise. */
export function toastOptions(event: ParkEventOf<'toast:requested'>): {
  variant: ToastVariant;
  autoHideDuration: number;
} {
  return { variant: event.variant ?? 'default', autoHideDuration: event.durationMs ?? DEFAULT_TOAST_MS };
}

/** A toast asked for on the bus and not shown yet. */
export interface PendingToast {
  id: number;
  event: ParkEventOf<'toast:requested'>;
}
