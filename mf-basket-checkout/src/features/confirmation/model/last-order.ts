/** The last order, kept for /summarize and the confirmation page after the basket is cleared. */
import { createPersistentStore } from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';
import { basketTotals } from '../../basket';

export interface LastOrder {
  reference: string;
  /** ISO instant the order was confirmed */
  date: string;
  lines: BasketLine[];
  total: number;
  snacking: boolean;
  idTicket: number | null;
  qrcodes: string[];
}

export function isLastOrder(value: unknown): value is LastOrder | null {
  if (value === null) return true;
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.reference === 'string' &&
    typeof v.date === 'string' &&
    Array.isArray(v.lines) &&
    typeof v.total === 'number' &&
    typeof v.snacking === 'boolean' &&
    (v.idTicket === null || typeof v.idTicket === 'number') &&
    Array.isArray(v.qrcodes)
  );
}

/** Key 'park.last-order.v1'. */
export const lastOrderStore = createPersistentStore<LastOrder | null>({
  name: 'last-order',
  version: 1,
  initial: null,
  isValid: isLastOrder,
});

/**
 * The order a payment's return remembers (once per reference): the basket's lines as the payment leaves them, so
 * that the page shows its recap from its first render, before and after the basket is cleared.
 */
export function orderOf(reference: string, lines: BasketLine[], snacking: boolean, date: Date): LastOrder {
  return {
    reference,
    date: date.toISOString(),
    lines,
    total: basketTotals(lines).total,
    snacking,
    idTicket: null,
    qrcodes: [],
  };
}
