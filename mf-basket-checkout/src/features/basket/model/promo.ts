/**
 * Promo codes (spec §4, §9): a percentage of the unit price, applied once per line, only on the
 * code's articles; couponPrice keeps the original price.
 */
import { applyPromoCode, applyPromoCodes, isDiscounted, percentOff, promoArticles } from 'shared-events';
import type { BasketLine, PromoCode } from '../../../shared/platform/types';

export const PROMO_ALREADY_APPLIED = 'Code promo déjà appliqué.';
export const PROMO_INVALID = "Code promo n'est pas valide.";
export const PROMO_VALID = 'Valid code promo.';

export const normaliseLabel = (label: string) => label.trim().toUpperCase();

// The pricing rule itself is shared with the booking area's basket summary (shared-events); a unit price after a
// percentage is `percentOff` (rounded to the cent, half up).
export { applyPromoCode, applyPromoCodes, isDiscounted, percentOff as discountedPrice, promoArticles };

export type AddPromoResult =
  { ok: true; lines: BasketLine[]; promoCodes: PromoCode[] } | { ok: false; message: string };

/** Adds a checked code to the basket, refusing a code already applied. */
export function addPromoCode(lines: BasketLine[], codes: PromoCode[], code: PromoCode): AddPromoResult {
  if (codes.some((c) => normaliseLabel(c.label) === normaliseLabel(code.label))) {
    return { ok: false, message: PROMO_ALREADY_APPLIED };
  }
  return { ok: true, lines: applyPromoCode(lines, code), promoCodes: [...codes, code] };
}
