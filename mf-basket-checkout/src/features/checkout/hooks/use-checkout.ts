/**
 * The checkout flow of the basket page: 'Valider mes horaires' checks the slots and opens the
 * 30 s window; 'Valider mon panier' starts the payment and shows the form.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  basketStore,
  httpErrorBody,
  httpStatus,
  requestNavigation,
  requestToast,
  serverMessage,
  sessionStore,
  transactionStore,
} from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';
import { paymentLinesStore } from '../../../shared/payment/payment-lines';
import {
  checkLines,
  dropFullLines,
  markJudgedLines,
  AVAILABILITY_FAILED,
  AVAILABILITY_WINDOW_MS,
  BASKET_HAS_FULL_SLOTS,
  BASKET_TOAST_MS,
  EMPTY_BASKET,
  PAYMENT_START_FAILED,
  PROFILE_INCOMPLETE,
  TERMS_REQUIRED,
  TOTAL_CHANGED,
  WINDOW_EXPIRED,
} from '../../basket';
import { initiatePayment } from '../api/payment-api';
import { basketSignature, secondsLeft, type CheckoutPhase } from '../model/checkout-state';
import { buildPaymentRequest, newTransactionRef } from '../model/payment-request';

export interface CheckoutOptions {
  /** The lines shown (the basket filtered to the page's place). */
  lines: BasketLine[];
  termsAccepted: boolean;
  snacking: boolean;
  /** Where to come back after signing in. */
  returnTo: string;
  /** Clock, for tests. */
  now?: () => number;
}

const toast = (message: string, variant: 'warning' | 'error' | 'info' | 'success' = 'warning') =>
  requestToast(message, variant, BASKET_TOAST_MS);

export interface RefusedLine {
  nid: string;
  message: string;
  /** The basket it was said of. */
  signature: string;
}

/** The index of the basket line a 400 names (`line` in the answer), if any. */
function refusedIndex(error: unknown): number | null {
  const line = (httpErrorBody(error) as { line?: unknown } | undefined)?.line;
  return typeof line === 'number' && Number.isInteger(line) && line >= 0 ? line : null;
}

export function useCheckout({ lines, termsAccepted, snacking, returnTo, now = Date.now }: CheckoutOptions) {
  const [phase, setPhaseState] = useState<CheckoutPhase>({ step: 'idle' });
  const [tick, setTick] = useState(() => now());
  const [askTicketsEmail, setAskTicketsEmail] = useState(false);
  /** The popup's e-mail was given for the validation under way (the next one asks again at a table). */
  const emailGiven = useRef(false);
  /** The basket line the server refused at payment start, with its message (shown on that line). */
  const [refusedLine, setRefusedLine] = useState<RefusedLine | null>(null);
  // The phase as the async steps see it (state updates land later).
  const phaseRef = useRef<CheckoutPhase>(phase);
  const setPhase = useCallback((next: CheckoutPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  /** Asks the server about the lines' places and marks them in the store; the nids of the lines found full. */
  const remark = useCallback(async (current: BasketLine[]): Promise<Set<string>> => {
    const verdicts = await checkLines(current);
    basketStore.update((draft) => {
      draft.lines = markJudgedLines(draft.lines as BasketLine[], verdicts);
    });
    return new Set(verdicts.filter((v) => !v.ok).map((v) => v.nid));
  }, []);

  const validateSchedule = useCallback(async () => {
    if (phaseRef.current.step === 'checking' || phaseRef.current.step === 'initiating') return;
    if (lines.length === 0) return toast(EMPTY_BASKET);
    if (!termsAccepted) return toast(TERMS_REQUIRED);
    const session = sessionStore.get();
    // Paying needs a session (snacking tables have their zone's automatic one): else the login panel.
    if (!session.token) {
      sessionStore.update((draft) => {
        draft.returnTo = returnTo;
      });
      requestNavigation('/');
      return;
    }
    // A table's tablet is shared: the e-mail stored for the last order may be another guest's, so each order of a guest
    // asks for its own (a visitor signed in with an account keeps theirs).
    const given = emailGiven.current;
    emailGiven.current = false;
    const guest = snacking && !session.currentUser;
    const email = guest ? given && session.ticketsEmail : session.currentUser?.email || session.ticketsEmail;
    if (!email && snacking) {
      // A snacking basket requires a tickets e-mail (spec §5): the popup asks for it.
      setAskTicketsEmail(true);
      return;
    }
    if (!email) return toast(PROFILE_INCOMPLETE);

    setPhase({ step: 'checking' });
    setRefusedLine(null);
    let full: Set<string>;
    try {
      // Every line is judged again, those marked 'complet' before too: a mark may be stale (the calendar's free
      // places count the visitor's own pending payment, which their next payment replaces).
      full = await remark(lines);
    } catch (error) {
      // A line the payment start would refuse for another reason: the server's message, on that line if it names one.
      const message = httpStatus(error) === 400 ? serverMessage(error) : undefined;
      const index = message ? refusedIndex(error) : null;
      const refused = index === null ? undefined : lines[index];
      if (refused) setRefusedLine({ nid: refused.nid, message: message!, signature: basketSignature(lines) });
      toast(message ?? AVAILABILITY_FAILED, message ? 'warning' : 'error');
      setPhase({ step: 'idle' });
      return;
    }
    // Lines already marked full and still full are dropped on validation (with their group); lines newly found full
    // are shown first.
    const dropping = dropFullLines(lines.map((l) => ({ ...l, complet: l.complet && full.has(l.nid) })));
    const kept = lines.filter((l) => dropping.some((k) => k.nid === l.nid));
    if (kept.length !== lines.length) {
      const dropped = new Set(lines.filter((l) => !kept.includes(l)).map((l) => l.nid));
      basketStore.update((draft) => {
        draft.lines = draft.lines.filter((l) => !dropped.has(l.nid));
      });
    }
    if (kept.length === 0) {
      setPhase({ step: 'idle' });
      return toast(EMPTY_BASKET);
    }
    if (kept.some((l) => full.has(l.nid))) {
      toast(BASKET_HAS_FULL_SLOTS);
      setPhase({ step: 'idle' });
      return;
    }
    const start = now();
    setTick(start);
    setPhase({ step: 'window', deadline: start + AVAILABILITY_WINDOW_MS, signature: basketSignature(kept) });
  }, [lines, termsAccepted, snacking, returnTo, remark, now, setPhase]);

  const validateBasket = useCallback(async () => {
    const current = phaseRef.current;
    if (current.step !== 'window') return;
    if (now() >= current.deadline) {
      toast(WINDOW_EXPIRED, 'info');
      setPhase({ step: 'idle' });
      return;
    }
    const session = sessionStore.get();
    const email = session.currentUser?.email || session.ticketsEmail || '';
    setPhase({ step: 'initiating', deadline: current.deadline, signature: current.signature });
    setRefusedLine(null);
    try {
      const request = buildPaymentRequest({
        lines,
        promoCodes: basketStore.get().promoCodes,
        email,
        snacking,
        transactionRef: newTransactionRef(new Date(now())),
        // The payment comes back to this page's origin: the site's, or a bar tablet's (the snacking area alone).
        returnOrigin: window.location.origin,
      });
      const form = await initiatePayment(request);
      // The basket changed while the payment was starting (a line deleted here or in another tab): that payment is
      // for lines no longer shown. Its form is not offered; the next validation starts one for the basket as it is.
      if (phaseRef.current.step !== 'initiating' || phaseRef.current.signature !== current.signature) return;
      transactionStore.set({ reference: form.reference, emailCheck: false, salesCheck: false, bookingsCheck: false });
      // What this payment pays (a table's lines alone): its return settles and clears these, not the whole basket.
      paymentLinesStore.set({ reference: form.reference, lines: request.lines });
      setPhase({ step: 'form', form, signature: current.signature });
    } catch (error) {
      const status = httpStatus(error);
      if (status === 409) toast(BASKET_HAS_FULL_SLOTS);
      else if (status === 400 || status === 422) toast(serverMessage(error) ?? TOTAL_CHANGED);
      const index = status === 400 ? refusedIndex(error) : null;
      const refused = index === null ? undefined : lines[index];
      if (refused)
        setRefusedLine({
          nid: refused.nid,
          message: serverMessage(error) ?? TOTAL_CHANGED,
          signature: current.signature,
        });
      // A refusal the server explained (409, 400, 422) has had its message; only an unexplained failure asks to retry.
      else if (status !== 409 && status !== 400 && status !== 422) toast(PAYMENT_START_FAILED, 'error');
      setPhase({ step: 'idle' });
      if (status === 409 || status === 400 || status === 422) {
        await remark(lines).catch(() => undefined);
      }
    }
  }, [lines, snacking, remark, now, setPhase]);

  // The visible countdown; the window closes by itself.
  useEffect(() => {
    if (phase.step !== 'window' && phase.step !== 'initiating') return undefined;
    const timer = setInterval(() => {
      const t = now();
      setTick(t);
      if (t >= phase.deadline && phaseRef.current.step === 'window') setPhase({ step: 'idle' });
    }, 250);
    return () => clearInterval(timer);
  }, [phase, now, setPhase]);

  // A basket change (here or in another tab) closes the window and the payment form.
  const signature = basketSignature(lines);
  useEffect(() => {
    const p = phaseRef.current;
    if ((p.step === 'window' || p.step === 'initiating' || p.step === 'form') && p.signature !== signature) {
      setPhase({ step: 'idle' });
    }
  }, [signature, setPhase]);

  const reset = useCallback(() => setPhase({ step: 'idle' }), [setPhase]);
  const remaining = phase.step === 'window' || phase.step === 'initiating' ? secondsLeft(phase.deadline, tick) : 0;

  /** The tickets e-mail given in the popup: kept in the session, then the validation goes on. */
  const provideTicketsEmail = useCallback(
    (email: string) => {
      // The popup sets the anonymous session (sign-in type 'anonyme'), never the account sign-in.
      sessionStore.update((draft) => {
        draft.ticketsEmail = email;
        if (snacking) draft.signInType = 'anonyme';
      });
      emailGiven.current = true;
      setAskTicketsEmail(false);
      void validateSchedule();
    },
    [validateSchedule, snacking],
  );
  const closeTicketsEmail = useCallback(() => setAskTicketsEmail(false), []);

  // The refusal speaks of the basket as it was sent: a change of the basket hides it.
  const shownRefusal = refusedLine && refusedLine.signature === signature ? refusedLine : null;

  return {
    phase,
    remaining,
    refusedLine: shownRefusal,
    validateSchedule,
    validateBasket,
    reset,
    askTicketsEmail,
    provideTicketsEmail,
    closeTicketsEmail,
  };
}
