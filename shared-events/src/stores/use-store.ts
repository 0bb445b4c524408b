import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './store';

/** The store's current value; re-renders on every change (also from other tabs). */
export function useStore<T>(store: Store<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, store.get, store.get);
}
