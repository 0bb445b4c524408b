import { hasArticle } from 'shared-events';
import type { CatalogId, Formula } from '../../../shared/catalog-data/model/types';
import { bySortThenName, sameId } from '../../../shared/catalog-data/model/ids';

/** The offer's formulas the site shows: those that sell an article (spec §2; one without is not bookable). */
export function visibleFormulas(formulas: readonly Formula[], oid: CatalogId): Formula[] {
  return formulas.filter((f) => sameId(f.oid, oid) && hasArticle(f)).sort(bySortThenName);
}

/**
 * Next page of a formula: the calendar; the first calendar of a duo pack; the subscription
 * recap (keyed by the formula's article) for subscriptions.
 */
export function formulaPath(
  aid: CatalogId,
  oid: CatalogId,
  formula: Pick<Formula, 'fid' | 'code' | 'article'>,
): string {
  const seg = (v: CatalogId) => encodeURIComponent(String(v));
  const base = `/activites/${seg(aid)}/${seg(oid)}/${seg(formula.fid)}`;
  if (formula.code === 'duo-pack') return `${base}/pack/0/calendar`;
  if (formula.code === 'subscription' && formula.article !== null) return `${base}/${seg(formula.article)}/reservation`;
  return `${base}/calendar`;
}
