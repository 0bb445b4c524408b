/**
 * Promo codes (spec §4, §9): a percentage of the unit price, applied once per line, only on the
 * code's articles; couponPrice keeps the original price.
 */
import type { BasketLine, PromoCode } from '../../../shared/platform/types';
import { fromCents, toCents } from './money';

export const PROMO_ALREADY_APPLIED = 'Code promo déjà appliqué.';
export const PROMO_INVALID = "Code promo n'est pas valide.";
export const PROMO_VALID = 'Valid code promo.';

export const normaliseLabel = (label: string) => label.trim().toUpperCase();

export function promoArticles(code: PromoCode): string[] {
  return String(code.articles ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Unit price after a percentage discount, rounded to the cent (half up). */
export function discountedPrice(price: number, percentage: number): number {
  const pct = Math.min(100, Math.max(0, percentage));
  return fromCents(Math.round((toCents(price) * (100 - pct)) / 100));
}

export const isDiscounted = (line: BasketLine) => line.couponPrice !== null && line.couponPrice !== undefined;

/** Applies one code to the lines it concerns that carry no discount yet. */
export function applyPromoCode(lines: BasketLine[], code: PromoCode): BasketLine[] {
  const articles = promoArticles(code);
  return lines.map((line) => {
    if (isDiscounted(line) || !articles.includes(String(line.id))) return line;
    return { ...line, couponPrice: line.price, price: discountedPrice(line.price, code.percentage) };
  });
}

/** Applies every stored code (lines added after a code was entered get it too). Idempotent. */
export function applyPromoCodes(lines: BasketLine[], codes: PromoCode[]): BasketLine[] {
  return codes.reduce(applyPromoCode, lines);
}

export type AddPromoResult =
  { ok: true; lines: BasketLine[]; promoCodes: PromoCode[] } | { ok: false; message: string };

/** Adds a checked code to the basket, refusing a code already applied. */
export function addPromoCode(lines: BasketLine[], codes: PromoCode[], code: PromoCode): AddPromoResult {
  if (codes.some((c) => normaliseLabel(c.label) === normaliseLabel(code.label))) {
    return { ok: false, message: PROMO_ALREADY_APPLIED };
  }
  return { ok: true, lines: applyPromoCode(lines, code), promoCodes: [...codes, code] };
}
