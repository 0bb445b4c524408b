/** The last order, kept for /summarize and the confirmation page after the basket is cleared. */
import { createPersistentStore } from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';

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
