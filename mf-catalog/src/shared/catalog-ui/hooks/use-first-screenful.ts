import { startTransition, useEffect, useState } from 'react';
import { EAGER_CARD_COUNT } from '../components/catalog-card';

/**
 * How many of `total` cards to render: the first screenful at once, the others in a transition right after.
 * The first commit is then a third of a long list's: the first pictures (the page's largest paint) are asked for
 * sooner and a phone's main thread is never blocked by the whole list at once. The cards added later go below the
 * ones shown, so nothing on screen moves.
 */
export function useFirstScreenful(total: number, first = EAGER_CARD_COUNT): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAll(true));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
