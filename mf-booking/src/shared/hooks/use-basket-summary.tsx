import { useState } from 'react';
import { basketStore, requestNavigation, sessionStore, type BasketLine } from 'shared-events';
import { BasketSummaryDialog } from '../components/basket-summary-dialog';
import { basketSummary, type BasketSummary } from '../model/basket-summary';
import { useClock } from './clock';

/**
 * The basket summary of a booking page (recap, events, company, subscription): `show(lines)` once the lines are in
 * the basket opens the dialog (`dialog`, to render); 'Continuer mes achats' goes to /activites, 'Valider mon
 * panier' to /panier.
 */
export function useBasketSummary() {
  const [summary, setSummary] = useState<BasketSummary | null>(null);
  const clock = useClock();
  const go = (to: '/activites' | '/panier') => {
    setSummary(null);
    requestNavigation(to);
  };
  return {
    shown: summary !== null,
    show: (added: readonly BasketLine[]) =>
      setSummary(
        basketSummary({
          added,
          basket: basketStore.get(),
          user: sessionStore.get().currentUser,
          now: new Date(clock()),
        }),
      ),
    dialog: summary ? (
      <BasketSummaryDialog summary={summary} onContinue={() => go('/activites')} onValidate={() => go('/panier')} />
    ) : null,
  };
}
