import { isCancel, isHttpError } from '../http/http-types';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** How long an answer is fresh: within it, a page shown again uses it without asking the API (60 s). */
export const FRESH_FOR_MS = 60_000;
/** The one retry a failed load gets, after this delay, when the failure may be passing (no answer, 502–504). */
export const RETRY_DELAY_MS = 500;

/**
 * Whether a failed load is tried again: up to `times` times, and only when the failure may pass by itself (the
 * network, or a gateway answering 502, 503, 504). A 4xx or a 500 is the API's answer: the page shows it with
 * 'Réessayer'.
 */
export function retryPassing(times: number): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) => {
    if (failureCount >= times) return false;
    if (!isHttpError(error)) return false;
    if (isCancel(error)) return false;
    const status = error.response?.status;
    return status === undefined || status === 502 || status === 503 || status === 504;
  };
}

/** The park's default: one more try, for a failure that may pass. */
export const retryOnce = retryPassing(1);

/** A query client with the park's one loading behaviour (freshness, retry, no refetch on window focus). */
export function createParkQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: FRESH_FOR_MS,
        retry: retryOnce,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's query client: one for the shell and every area (shared-events is a singleton of the page), so that
 * an answer one area loaded is there for the others. A server render makes its own per request instead.
 */
export function parkQueryClient(): QueryClient {
  pageClient ??= createParkQueryClient();
  return pageClient;
}
