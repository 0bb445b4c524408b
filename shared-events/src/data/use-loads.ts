import { useCallback } from 'react';
import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { retryPassing } from './query-client';

/**
 * One thing a page loads: its key (the area's name first, then what names the answer), the call, and how long
 * its answer stays fresh when not the park's 60 s (free places: 0). `enabled: false` loads nothing yet.
 */
export interface Load<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
  enabled?: boolean;
  /** Read again every so many milliseconds while shown (what a bar tablet has on sale). */
  refetchInterval?: number;
  /** How many more tries a failure that may pass gets (no answer, 502–504); the park's default is 1. */
  retries?: number;
}

/** Loads as one: every answer, or the first error, or still loading; `retry` reloads those that failed. */
export type Loads<T> =
  | { status: 'loading'; data: undefined; error: undefined; retry: () => void }
  | { status: 'error'; data: undefined; error: unknown; retry: () => void }
  | { status: 'success'; data: T; error: undefined; retry: () => void };

type Answers<L extends readonly Load<unknown>[]> = { -readonly [K in keyof L]: L[K] extends Load<infer T> ? T : never };

const keepResults = (results: QueryObserverResult[]) => results;

/**
 * Runs loads in parallel (TanStack Query's useQueries, the page's client) and gives them as one state, the way a
 * page shows them: a skeleton while any loads, the error with 'Réessayer' when one failed, the page when all
 * answered. An answer already in the client (the server's first screen, another page) is used at once; when
 * reading it again fails, the page keeps it (an error is shown only when there is nothing to show).
 */
export function useLoads<const L extends readonly Load<unknown>[]>(loads: L): Loads<Answers<L>> {
  const results = useQueries({
    queries: loads.map(({ retries, ...load }) =>
      retries === undefined ? load : { ...load, retry: retryPassing(retries) },
    ),
    combine: keepResults,
  });
  const retry = useCallback(() => {
    for (const result of results) if (result.isError) void result.refetch();
  }, [results]);
  const failed = results.find((result) => result.isError && result.data === undefined);
  if (failed) return { status: 'error', data: undefined, error: failed.error, retry };
  if (results.some((result) => result.data === undefined))
    return { status: 'loading', data: undefined, error: undefined, retry };
  return { status: 'success', data: results.map((result) => result.data) as Answers<L>, error: undefined, retry };
}

/** One load, as `useLoads` gives it. */
export function useLoad<T>(load: Load<T>): Loads<T> {
  const state = useLoads([load] as const);
  return state.status === 'success' ? { ...state, data: state.data[0] as T } : state;
}

/** Fetches loads into a client, in parallel (a server render's prefetch; throws the first error). */
export async function prefetchLoads(
  client: import('@tanstack/react-query').QueryClient,
  loads: readonly Load<unknown>[],
) {
  await Promise.all(loads.map((load) => client.fetchQuery({ ...load })));
}
