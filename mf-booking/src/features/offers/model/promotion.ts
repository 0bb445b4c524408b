import { percentOff } from 'shared-events';
import type { Formula, Tariff } from '../../../shared/model/types';

/** The bowling promotion dialog (spec §2, §9: the bowling offer, −20 % on 1 hour). */
export const PROMOTION_TITLE = 'PROMOTION BOWLING';

export interface PromotedOffer {
  formula: Formula;
  tariff: Tariff;
  percentage: number;
  /** The price the server charges: the tariff less the promotion, to the cent. */
  price: number;
}

/**
 * The formula of the same offer and activity the park promotes (its catalogue promotionPercentage above
 * 0), offered to a visitor booking another formula of that offer; null when there is none or when the
 * visitor already books it.
 */
export function promotedSibling(
  current: Pick<Formula, 'fid' | 'oid' | 'aid'>,
  offerFormulas: readonly Formula[],
  tariffsOf: (article: number) => Tariff | null,
): PromotedOffer | null {
  for (const formula of offerFormulas) {
    const percentage = formula.promotionPercentage ?? 0;
    if (formula.fid === current.fid || formula.oid !== current.oid || formula.aid !== current.aid) continue;
    if (percentage <= 0 || formula.article == null) continue;
    const tariff = tariffsOf(formula.article);
    if (tariff) return { formula, tariff, percentage, price: percentOff(tariff.price, percentage) };
  }
  return null;
}

/** The price of a formula's booking with its own promotion (what the server charges before the club). */
export function promotedPrice(price: number, formula: Pick<Formula, 'promotionPercentage'>): number {
  return percentOff(price, formula.promotionPercentage ?? 0);
}
