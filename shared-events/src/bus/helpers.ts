import { bus } from './bus';
import type { ToastVariant } from './events';

/** Asks the host (shell or standalone entry) to show a toast. Default duration: 3.5 s. */
export function requestToast(message: string, variant: ToastVariant = 'default', durationMs?: number): void {
  bus.emit({ type: 'toast:requested', message, variant, ...(durationMs !== undefined ? { durationMs } : {}) });
}

/** Asks the host to navigate; works across areas and from standalone entries. */
export function requestNavigation(to: string, options: { replace?: boolean } = {}): void {
  bus.emit({
    type: 'navigation:requested',
    to,
    ...(options.replace !== undefined ? { replace: options.replace } : {}),
  });
}
