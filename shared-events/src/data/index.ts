// One data layer for every area: TanStack Query with the park's client and loading behaviour (decision 0019).
export {
  createParkQueryClient,
  FRESH_FOR_MS,
  parkQueryClient,
  RETRY_DELAY_MS,
  retryOnce,
  retryPassing,
} from './query-client';
export { prefetchLoads, useLoad, useLoads } from './use-loads';
export type { Load, Loads } from './use-loads';
export { QueryClient, QueryClientProvider, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
export type { InfiniteData } from '@tanstack/react-query';
export { firstScreenDataId, hydrateFirstScreen } from './first-screen';
export { findFirstScreenForm, readFirstScreenForm, restoreFirstScreenFocus } from './first-screen-form';
export type { FirstScreenForm } from './first-screen-form';
