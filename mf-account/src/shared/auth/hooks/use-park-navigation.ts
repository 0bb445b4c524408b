import { useCallback } from 'react';
import { requestNavigation } from 'shared-events';

/**
 * Goes to a page of another area (activities, basket): through the bus, so that the shell's router
 * and the standalone account host both handle it.
 */
export function useParkNavigation(): (to: string, options?: { replace?: boolean }) => void {
  return useCallback((to, options) => requestNavigation(to, options), []);
}
