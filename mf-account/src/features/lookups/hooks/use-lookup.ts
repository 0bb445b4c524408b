import { useEffect, useState } from 'react';

export type Lookup<T> = { status: 'loading' | 'error'; items: T[] } | { status: 'ready'; items: T[] };

/** Loads a lookup list once; a failure leaves the list empty and says so. */
export function useLookup<T>(load: () => Promise<T[]>): Lookup<T> {
  const [state, setState] = useState<Lookup<T>>({ status: 'loading', items: [] });
  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      () => live && setState({ status: 'error', items: [] }),
    );
    return () => {
      live = false;
    };
    // Loaded once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
