import type { Offer } from '../../../shared/api/booking-api';
import { hasArticle } from 'shared-events';
import { offeredAt } from '../../../shared/model/on-sale';
import type { Activity, Formula } from '../../../shared/model/types';

/** A 360 Family Club formula: the membership, sold without a planning (spec §4). */
export function isClubFormula(formula: Pick<Formula, 'code'>): boolean {
  return formula.code === 'family-club';
}

/**
 * The 360 Family Club formula the site can sell, with its activity; null when none. The server takes the club's
 * line only when its formula is on sale online (its activity active, its offer shown on the web, an article: its
 * line rules' FORMULA_NOT_ON_SALE) and its article is on sale (NOT_ON_SALE); the recap proposes the club only then.
 * `offers`: the offers of the clubs' activities; `articles`: the catalogue's (GET /api/articles). Pure.
 */
export function clubOnSale(input: {
  formulas: readonly Formula[];
  activities: readonly Activity[];
  offers: readonly Offer[];
  articles: ReadonlyArray<{ id: number; onSale: boolean }>;
}): { activity: Activity; formula: Formula } | null {
  for (const formula of input.formulas) {
    if (!isClubFormula(formula) || !hasArticle(formula)) continue;
    const offered = offeredAt({ aid: formula.aid, oid: formula.oid }, formula, input.activities, input.offers);
    const article = input.articles.find((candidate) => candidate.id === formula.article);
    if (offered && article?.onSale === true) return { activity: offered.activity, formula };
  }
  return null;
}
