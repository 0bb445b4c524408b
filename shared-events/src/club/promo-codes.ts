import type { BasketLine, PromoCode } from '../types/basket';
import { percentOff } from './member-prices';

/**
 * Promo codes (spec §4, §9), as the basket prices them after the member prices: a percentage of the unit price,
 * applied once per line, only on the code's articles; `couponPrice` keeps the price before the code. Pure: the
 * basket page and the booking area's basket summary price a line the same way.
 */
export function promoArticles(code: Pick<PromoCode, 'articles'>): string[] {
  return String(code.articles ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

export const isDiscounted = (line: BasketLine) => line.couponPrice !== null && line.couponPrice !== undefined;

/** Applies one code to the lines it concerns that carry no discount yet. */
export function applyPromoCode<L extends BasketLine>(lines: L[], code: PromoCode): L[] {
  const articles = promoArticles(code);
  return lines.map((line) => {
    if (isDiscounted(line) || !articles.includes(String(line.id))) return line;
    return { ...line, couponPrice: line.price, price: percentOff(line.price, code.percentage) };
  });
}

/** Applies every stored code (lines added after a code was entered get it too). Idempotent. */
export function applyPromoCodes<L extends BasketLine>(lines: L[], codes: readonly PromoCode[]): L[] {
  return codes.reduce<L[]>((current, code) => applyPromoCode(current, code), lines);
}

/** The lines as before any code: each discounted line back at its price before the code (the codes are cleared). */
export function withoutPromoCodes<L extends BasketLine>(lines: L[]): L[] {
  if (!lines.some(isDiscounted)) return lines; // the same lines: nothing changed, nothing to announce
  return lines.map((line) => {
    if (!isDiscounted(line)) return line;
    const { couponPrice, ...rest } = line;
    return { ...rest, price: couponPrice as number } as L;
  });
}
