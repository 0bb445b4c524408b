import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs a load when its key changes (null key: nothing to load), aborting the previous one, and gives
 * its state. Answers of an outdated key are ignored.
 */
export function useAsync<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<{ key: string | null; value: AsyncState<T> }>({
    key,
    value: { status: 'loading', data: undefined, error: undefined },
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    // Until this load answers, the page sees 'loading' (the stored state belongs to another key).
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'ready', data, error: undefined } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', data: undefined, error } });
      },
    );
    return () => controller.abort();
    // The key names the load: a new function with the same key does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state.key !== key) return { status: 'loading', data: undefined, error: undefined };
  return state.value;
}
