import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { collectServerLoad, primedAnswer } from '../../first-screen/model/first-screen-data';

export type Resource<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; data: T; retry: () => void };

type State<T> =
  | { key: string; attempt: number; status: 'success'; data: T }
  | { key: string; attempt: number; status: 'error'; error: unknown }
  | null;

/**
 * Runs `load` when `key` changes (or on retry) and tracks loading / error / success.
 * Answers of a previous key that arrive late are ignored.
 * An answer the server rendered the page with (first-screen data) is used at once and not fetched again; during
 * a server render, a missing answer is collected for the server to load before rendering again.
 */
export function useResource<T>(key: string, load: () => Promise<T>, onRetry?: () => void): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(() => {
    const primed = primedAnswer<T>(key);
    return primed === undefined ? null : { key, attempt: 0, status: 'success', data: primed };
  });
  // The key the first render already had an answer for: its first load is skipped.
  const primedKey = useRef(state?.key);
  if (state === null) collectServerLoad(key, load);

  useEffect(() => {
    if (attempt === 0 && primedKey.current === key) return;
    primedKey.current = undefined;
    let live = true;
    load().then(
      (data) => {
        // A transition: a long list renders in slices, the page stays responsive meanwhile.
        if (live) startTransition(() => setState({ key, attempt, status: 'success', data }));
      },
      (error: unknown) => {
        if (live) setState({ key, attempt, status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: a new closure with the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    onRetry?.();
    setAttempt((n) => n + 1);
  }, [onRetry]);

  if (!state || state.key !== key || state.attempt !== attempt) return { status: 'loading', retry };
  if (state.status === 'error') return { status: 'error', error: state.error, retry };
  return { status: 'success', data: state.data, retry };
}
