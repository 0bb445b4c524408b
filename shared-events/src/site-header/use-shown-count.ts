import { useEffect, useState } from 'react';
import { filterForPlace, type SnackingPlace } from '../basket/basket-place';
import type { BasketLine } from '../types';

type ShownLinesRule = typeof import('../basket/shown-lines');

// The rule reads dates with moment, which the header (on every page) does not bring in its start-up: it is loaded
// once, when a basket first has lines (decision 0006: moment loads only where dates are handled).
let loaded: ShownLinesRule | null = null;
let loading: Promise<ShownLinesRule> | null = null;

function loadRule(): Promise<ShownLinesRule> {
  loading ??= import('../basket/shown-lines').then(
    (rule) => (loaded = rule),
    (error: unknown) => {
      loading = null; // a chunk that failed to load is asked again next time
      throw error;
    },
  );
  return loading;
}

/**
 * How many of the stored lines the basket page of `place` shows (null: /panier): `shownLines`, past lines
 * dropped and the snacking filter. Until the rule is loaded, the snacking filter alone.
 */
export function useShownCount(lines: BasketLine[], place: SnackingPlace | null): number {
  const [rule, setRule] = useState<ShownLinesRule | null>(loaded);
  const needed = rule === null && lines.length > 0;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadRule().then(
      (next) => live && setRule(next),
      () => undefined, // the count stays the snacking filter's until a later basket change asks again
    );
    return () => {
      live = false;
    };
  }, [needed, lines]);
  return rule ? rule.shownLines(lines, place, new Date()).length : filterForPlace(lines, place).length;
}
