/**
 * The payment return (spec §4): polls the transaction until paid, then does the sale, the
 * bookings and the e-mail, each once per reference (salesCheck, bookingsCheck, emailCheck),
 * retrying failures 3 times every 3 s before giving up silently. The basket and its promo codes are
 * cleared as soon as the payment is known paid, the transaction status once every step is done.
 */
import { useEffect, useState } from 'react';
import { basketStore, sessionStore, transactionStore } from 'shared-events';
import { paidLinesOf, paymentLinesStore } from '../../../shared/payment/payment-lines';
import type { BasketLine, TransactionStatus } from '../../../shared/platform/types';
import {
  fetchTransaction,
  postBooking,
  postSales,
  sendConfirmationMail,
  type TransactionState,
  fetchCurrentUser,
} from '../api/settlement-api';
import { lastOrderStore, orderOf } from '../model/last-order';
import { clearPaidBasket, clearSettledTransaction } from './use-clear-on-leave';
import { sleep, withRetries } from '../model/retry';
import { barcodesOf, bookingPayloads, buyerOf, mailPayload, salesPayload } from '../model/settlement-payloads';

export const POLL_INTERVAL_MS = 2000;
/** After this, the page stops asking (the gateway's notification still settles the order). */
export const POLL_LIMIT_MS = 15 * 60 * 1000;

export type SettlementView =
  | { state: 'mismatch' }
  | { state: 'pending' }
  | {
      state: 'paid';
      salesCheck: boolean;
      bookingsCheck: boolean;
      emailCheck: boolean;
      /** every step done or given up */ finished: boolean;
    }
  | { state: 'failed'; status: Exclude<TransactionState, 'pending' | 'paid'> }
  | { state: 'unconfirmed' }
  /** Paid, but a place was gone when the payment arrived: no ticket, a full refund (e-mail sent by the server). */
  | { state: 'refund' }
  | { state: 'done' };

/** References whose settlement runs in this page (a second mount does not start it twice). */
const running = new Set<string>();

const stillCurrent = (reference: string) => transactionStore.get()?.reference === reference;

function check(reference: string, key: keyof Omit<TransactionStatus, 'reference'>) {
  transactionStore.update((draft) => {
    if (draft && draft.reference === reference) draft[key] = true;
  });
}

/** The lines this reference's payment paid (a table's order: that table's lines, not the whole basket). */
const paidLines = (reference: string): BasketLine[] =>
  paidLinesOf(paymentLinesStore.get(), reference, basketStore.get().lines);

/** Records the paid lines as the last order (once per reference), for the recap after they are cleared. */
function rememberOrder(reference: string, snacking: boolean) {
  if (lastOrderStore.get()?.reference === reference) return;
  lastOrderStore.set(orderOf(reference, paidLines(reference), snacking, new Date()));
}

/** The return steps; 'refund' when the server recorded the order paid without places (nothing to book or mail). */
async function settle(
  reference: string,
  snacking: boolean,
  options: { wait?: (ms: number) => Promise<void> } = {},
): Promise<'done' | 'refund'> {
  const order = lastOrderStore.get();
  const lines = order?.reference === reference ? order.lines : paidLines(reference);
  const session = sessionStore.get();
  const buyer = buyerOf(session.currentUser, session.ticketsEmail, session.clientId);
  const retry = { wait: options.wait, cancelled: () => !stillCurrent(reference) };

  if (!transactionStore.get()?.salesCheck) {
    const answer = await withRetries(() => postSales(salesPayload(reference, lines, buyer)), retry);
    if ((answer as { state?: unknown } | null)?.state === 'paid-without-places') return 'refund';
    if (answer !== null) {
      const idTicket =
        typeof (answer as { idTicket?: unknown }).idTicket === 'number'
          ? (answer as { idTicket: number }).idTicket
          : null;
      lastOrderStore.update((draft) => {
        if (draft && draft.reference === reference) {
          draft.idTicket = idTicket;
          draft.qrcodes = barcodesOf(answer);
        }
      });
      check(reference, 'salesCheck');
    }
  }
  // A 360 Family Club bought: the session's user is re-read as soon as the sale is recorded (before the bookings
  // and the e-mail: a visitor may leave the page meanwhile), so that the next reserved offer shows the member
  // price the server now charges (the user read at sign-in has no membership).
  if (lines.some((line) => line.familyClub === true) && session.clientId !== null) {
    const user = await withRetries(() => fetchCurrentUser(session.clientId!), retry);
    if (user) sessionStore.update((draft) => void (draft.currentUser = user));
  }
  if (stillCurrent(reference) && !transactionStore.get()?.bookingsCheck) {
    let all = true;
    for (const booking of bookingPayloads(reference, lines, buyer)) {
      if ((await withRetries(() => postBooking(booking), retry)) === null) all = false;
    }
    if (all) check(reference, 'bookingsCheck');
  }
  if (stillCurrent(reference) && !transactionStore.get()?.emailCheck) {
    const saved = lastOrderStore.get();
    const payload = mailPayload({
      reference,
      lines,
      buyer,
      snacking,
      now: new Date(),
      qrcodes: saved?.reference === reference ? saved.qrcodes : [],
      idTicket: saved?.reference === reference ? saved.idTicket : null,
    });
    if ((await withRetries(() => sendConfirmationMail(payload), retry)) !== null) check(reference, 'emailCheck');
  }
  return 'done';
}

export interface SettlementOptions {
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function useSettlement(
  reference: string | null,
  snacking: boolean,
  options: SettlementOptions = {},
): SettlementView {
  const stored = transactionStore.get();
  const matches = Boolean(reference) && stored?.reference === reference;
  const alreadyDone = !matches && Boolean(reference) && lastOrderStore.get()?.reference === reference;
  const [view, setView] = useState<SettlementView>(
    matches ? { state: 'pending' } : alreadyDone ? { state: 'done' } : { state: 'mismatch' },
  );
  const { wait = sleep, now = Date.now } = options;

  useEffect(() => {
    if (!reference || !matches) return undefined;
    rememberOrder(reference, snacking);
    let live = true;
    const started = now();
    const showChecks = (finished: boolean) => {
      const t = transactionStore.get();
      if (live && t?.reference === reference) setView({ state: 'paid', ...pick(t), finished });
    };
    const sub = transactionStore.state$.subscribe(() => {
      const t = transactionStore.get();
      if (live && t?.reference === reference) {
        const checks = pick(t);
        setView((v) => (v.state === 'paid' ? { ...v, ...checks } : v));
      }
    });
    (async () => {
      while (live) {
        // Network trouble counts as "not known yet": ask again.
        const answer = await fetchTransaction(reference).catch(() => null);
        const status: TransactionState | null = answer?.status ?? null;
        if (!live) return;
        if (status === 'paid') {
          clearPaidBasket(reference);
          const refund = () => {
            transactionStore.reset();
            if (live) setView({ state: 'refund' });
          };
          if (answer?.orderState === 'paid-without-places') return refund();
          showChecks(false);
          if (running.has(reference)) return;
          running.add(reference);
          let outcome: 'done' | 'refund';
          try {
            outcome = await settle(reference, snacking, { wait });
          } finally {
            running.delete(reference);
          }
          if (outcome === 'refund') return refund();
          showChecks(true);
          // A step given up keeps the status: coming back to this page tries it again.
          clearSettledTransaction(reference);
          return;
        }
        if (status === 'refused' || status === 'cancelled' || status === 'expired') {
          setView({ state: 'failed', status });
          return;
        }
        if (now() - started >= POLL_LIMIT_MS) {
          setView({ state: 'unconfirmed' });
          return;
        }
        await wait(POLL_INTERVAL_MS);
      }
    })();
    return () => {
      live = false;
      sub.unsubscribe();
    };
  }, [reference, matches, snacking, wait, now]);

  return view;
}

function pick(t: TransactionStatus) {
  return { salesCheck: t.salesCheck, bookingsCheck: t.bookingsCheck, emailCheck: t.emailCheck };
}
