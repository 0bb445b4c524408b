/**
 * The lines a payment was started with: the lines its page showed and sent (a table's basket pays that table's lines
 * alone), kept under the payment's reference across the gateway's round trip. The payment return settles and clears
 * these lines, not the whole basket. Written by the checkout, read by the confirmation.
 */
import { createPersistentStore, isBasketLine } from 'shared-events';
import type { BasketLine } from '../platform/types';

export interface PaymentLines {
  reference: string;
  lines: BasketLine[];
}

export function isPaymentLines(value: unknown): value is PaymentLines | null {
  if (value === null) return true;
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.reference === 'string' && Array.isArray(v.lines) && v.lines.every(isBasketLine);
}

/** Key 'park.payment-lines.v1'. */
export const paymentLinesStore = createPersistentStore<PaymentLines | null>({
  name: 'payment-lines',
  version: 1,
  initial: null,
  isValid: isPaymentLines,
});

/**
 * The lines paid under a reference: those its payment was started with; for a payment started before they were kept
 * (no record for it), the whole basket, as then.
 */
export function paidLinesOf(record: PaymentLines | null, reference: string, basket: BasketLine[]): BasketLine[] {
  return record?.reference === reference ? record.lines : basket;
}
