/** The payment initiation request built from the basket (common briefing, "Payment"). */
import type { BasketLine, PromoCode } from '../../../shared/platform/types';
import { basketTotals, promoCodesFor } from '../../basket';

export interface PaymentRequest {
  total: number;
  email: string;
  transactionRef: string;
  SUMMARIZE: 'summarize' | 'snaking';
  type: 'ACTIVITY' | 'SUBSCRIPTION';
  lines: BasketLine[];
  promoCodes: string[];
  /** This page's origin: the gateway sends the browser back here (a bar tablet runs on its own origin). */
  returnOrigin?: string;
}

/** Subscription and family club lines (abo, or type 8) make a SUBSCRIPTION payment. */
export const isSubscriptionLine = (line: BasketLine) => Boolean(line.abo) || line.type === 8;

/** A unique order reference proposed by the browser (the server answers the one it keeps). */
export function newTransactionRef(now: Date, random: () => number = Math.random): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0');
  return `WEB${stamp}${suffix}`;
}

/**
 * The request for the lines a page pays. A table pays its lines with the codes that apply to them (the basket's other
 * lines, an activity booking's, keep theirs for their own payment); the basket page, with every stored code.
 */
export function buildPaymentRequest(input: {
  lines: BasketLine[];
  promoCodes: PromoCode[];
  email: string;
  snacking: boolean;
  transactionRef: string;
  returnOrigin?: string;
}): PaymentRequest {
  return {
    total: basketTotals(input.lines).total,
    email: input.email,
    transactionRef: input.transactionRef,
    SUMMARIZE: input.snacking ? 'snaking' : 'summarize',
    type: input.lines.some(isSubscriptionLine) ? 'SUBSCRIPTION' : 'ACTIVITY',
    lines: input.lines,
    promoCodes: (input.snacking ? promoCodesFor(input.lines, input.promoCodes) : input.promoCodes).map((c) => c.label),
    ...(input.returnOrigin ? { returnOrigin: input.returnOrigin } : {}),
  };
}
