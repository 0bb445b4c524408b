import { useLoad } from 'shared-events';
import { fetchArticles } from '../../../shared/api/snacking-api';

/** How often a tablet re-reads what is on sale (a product the bar marks unavailable disappears within this). */
export const ON_SALE_REFRESH_MS = 5000;

/**
 * The ids of the articles on sale, re-read every few seconds; null until the first answer (the products are shown as
 * loaded meanwhile). A failed reading keeps the last answer. The API answers the articles `no-cache` with their ETag:
 * the browser asks again at every reading (a 304 without a body while nothing changed), never reuses a copy.
 */
export function useOnSaleIds(intervalMs = ON_SALE_REFRESH_MS): Set<number> | null {
  const state = useLoad({
    queryKey: ['mf_snacking', 'en-vente'],
    queryFn: async () => new Set((await fetchArticles()).filter((a) => a.onSale).map((a) => a.id)),
    staleTime: 0,
    refetchInterval: intervalMs,
  });
  return state.data ?? null;
}
