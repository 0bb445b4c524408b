/**
 * A formula priced with an article: the catalogue article its booking is sold as (a positive whole number; the
 * catalogue's loose ids may give it as digits). A formula without one is not shown in the formulas list (spec §2),
 * and the server refuses its line at payment (FORMULA_NOT_ON_SALE), so the booking pages do not offer it either.
 */
export function hasArticle(formula: { article?: unknown }): boolean {
  const { article } = formula;
  if (typeof article === 'number') return Number.isInteger(article) && article > 0;
  return typeof article === 'string' && /^[1-9]\d*$/.test(article.trim());
}
