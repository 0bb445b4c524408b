/**
 * Basket totals (spec §9): sum of unit price × counter. Prices include VAT at 20 %: the VAT shown is the
 * VAT included in the total (total − total / 1,2, to the cent), the same figure as the e-mail and invoice.
 */
import type { BasketLine } from '../../../shared/platform/types';
import { fromCents, toCents } from './money';

export const VAT_RATE = 0.2;

export const lineTotal = (line: BasketLine) => fromCents(toCents(line.price) * line.counter);
export const lineOriginalTotal = (line: BasketLine) =>
  fromCents(toCents(line.couponPrice ?? line.price) * line.counter);

export interface BasketTotals {
  total: number;
  vat: number;
  /** total before promo codes */
  original: number;
  discount: number;
}

export function basketTotals(lines: BasketLine[]): BasketTotals {
  const total = lines.reduce((sum, l) => sum + toCents(l.price) * l.counter, 0);
  const original = lines.reduce((sum, l) => sum + toCents(l.couponPrice ?? l.price) * l.counter, 0);
  return {
    total: fromCents(total),
    vat: fromCents(total - Math.round(total / (1 + VAT_RATE))),
    original: fromCents(original),
    discount: fromCents(original - total),
  };
}
