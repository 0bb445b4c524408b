import { useEffect, useState } from 'react';
import { fetchArticles } from '../api/snacking-api';

/** How often a tablet re-reads what is on sale (a product the bar marks unavailable disappears within this). */
export const ON_SALE_REFRESH_MS = 5000;

/** The ids of the articles on sale, re-read every few seconds; null until the first answer. */
export function useOnSaleIds(intervalMs = ON_SALE_REFRESH_MS): Set<number> | null {
  const [ids, setIds] = useState<Set<number> | null>(null);
  useEffect(() => {
    let active = true;
    const read = () =>
      fetchArticles().then(
        (articles) => active && setIds(new Set(articles.filter((a) => a.onSale).map((a) => a.id))),
        () => undefined,
      );
    const timer = setInterval(read, intervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [intervalMs]);
  return ids;
}
