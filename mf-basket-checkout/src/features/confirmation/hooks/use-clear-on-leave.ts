/**
 * On leaving the confirmation page the basket, its promo codes and the transaction status are
 * cleared, and an anonymous (snacking) user is signed out (spec §4). The clearing waits a tick so
 * that React's development double mount (StrictMode) does not clear a page still shown.
 */
import { useEffect } from 'react';
import { basketStore, bus, sessionStore, transactionStore } from 'shared-events';

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * The server said the order is paid: the basket and its promo codes go at once (the lines are kept
 * in the last order for the recap and the remaining steps), so closing the tab cannot bring a paid
 * basket back.
 */
export function clearPaidBasket(): void {
  basketStore.reset();
}

/** Every step is done (sale, bookings, e-mail): the transaction status is not needed any more. */
export function clearSettledTransaction(reference: string): void {
  const t = transactionStore.get();
  if (t?.reference === reference && t.salesCheck && t.bookingsCheck && t.emailCheck) transactionStore.reset();
}

export function clearAfterOrder(): void {
  basketStore.reset();
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
 */
export function useClearOnLeave(active: boolean, finished = false): void {
  useEffect(() => {
    if (!active || !finished) return undefined;
    const onPageHide = () => clearAfterOrder();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [active, finished]);

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
        clearAfterOrder();
      }, 0);
    };
  }, [active]);
}
