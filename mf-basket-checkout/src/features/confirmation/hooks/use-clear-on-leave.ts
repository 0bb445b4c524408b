/**
 * On leaving the confirmation page the basket, its promo codes and the transaction status are
 * cleared, and an anonymous (snacking) user is signed out (spec §4). The clearing waits a tick so
 * that React's development double mount (StrictMode) does not clear a page still shown. What goes of
 * the basket is what the payment paid: a table's order leaves the basket's other lines (another table's,
 * activity bookings) and their promo codes; the basket page's payment, the whole basket.
 */
import { useEffect } from 'react';
import { basketStore, bus, sessionStore, transactionStore } from 'shared-events';
import { paidLinesOf, paymentLinesStore } from '../../../shared/payment/payment-lines';
import { withoutPaidLines } from '../../basket';

let pending: ReturnType<typeof setTimeout> | null = null;

/** The basket without the lines the payment of this reference paid, and the codes that were theirs alone. */
function clearPaidLines(reference: string | null): void {
  const state = basketStore.get();
  const record = paymentLinesStore.get();
  const paid = reference === null ? (record?.lines ?? state.lines) : paidLinesOf(record, reference, state.lines);
  const next = withoutPaidLines(state, paid);
  // reset() removes the key: nothing left, nothing stored.
  if (next.lines.length === 0) basketStore.reset();
  else if (next !== state) basketStore.set(next);
}

/**
 * The server said the order is paid: the paid lines and their promo codes go at once (the lines are
 * kept in the last order for the recap and the remaining steps), so closing the tab cannot bring a
 * paid basket back.
 */
export function clearPaidBasket(reference: string): void {
  clearPaidLines(reference);
}

/** Every step is done (sale, bookings, e-mail): the transaction status is not needed any more. */
export function clearSettledTransaction(reference: string): void {
  const t = transactionStore.get();
  if (t?.reference === reference && t.salesCheck && t.bookingsCheck && t.emailCheck) transactionStore.reset();
}

/** @param reference the order the page shows (null: the last payment started) */
export function clearAfterOrder(reference: string | null = null): void {
  clearPaidLines(reference);
  paymentLinesStore.reset();
  // reset() removes the key: a stored `null` is read back as corrupt by shared-events (notice toast).
  transactionStore.reset();
  if (sessionStore.get().signInType === 'anonyme') {
    sessionStore.reset();
    bus.emit({ type: 'auth:signed-out' });
  }
}

/**
 * @param active   the page shows the stored transaction: leaving it (unmount) clears
 * @param finished the return steps are over: closing or reloading the tab (pagehide) clears too;
 *                 a reload then shows the recap of the last order
 * @param reference the order the page shows: its lines are what goes of the basket
 */
export function useClearOnLeave(active: boolean, finished = false, reference: string | null = null): void {
  useEffect(() => {
    if (!active || !finished) return undefined;
    const onPageHide = () => clearAfterOrder(reference);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [active, finished, reference]);

  useEffect(() => {
    // A remount, or the page turning inactive (payment refused: the basket stays), cancels the clearing.
    if (pending) {
      clearTimeout(pending);
      pending = null;
    }
    if (!active) return undefined;
    return () => {
      pending = setTimeout(() => {
        pending = null;
        clearAfterOrder(reference);
      }, 0);
    };
  }, [active, reference]);
}
