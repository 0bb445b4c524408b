import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './store';

/**
 * The store's current value; re-renders on every change (also from other tabs). A page hydrated from a server's
 * HTML (decision 0032) first reads the store's initial value, as the server drew it, then what this browser stored.
 */
export function useStore<T>(store: Store<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const initial = useCallback(() => store.initial, [store]);
  return useSyncExternalStore(subscribe, store.get, initial);
}
