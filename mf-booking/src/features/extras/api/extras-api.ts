import { http } from 'shared-events';
import { fetchAccessories, fetchTariffs, UnexpectedAnswerError } from '../../../shared/api/booking-api';
import type { Formula, Tariff } from '../../../shared/model/types';
import { offeredArticleIds, offeredExtras, type CatalogueArticle, type Extra } from '../model/extras';

/** GET /api/articles?q=&_limit=1000&fields=id,name,category,onSale -> { articles } (spec §7). */
export async function fetchArticles(signal?: AbortSignal): Promise<CatalogueArticle[]> {
  const { data } = await http.get<{ articles: CatalogueArticle[] }>('/articles', {
    params: { q: '', _limit: 1000, fields: 'id,name,category,onSale' },
    signal,
  });
  if (!Array.isArray(data?.articles)) throw new UnexpectedAnswerError('articles');
  return data.articles;
}

/**
 * The extras a formula offers (its accessories and its activity's), with their categories and tariffs. `articles`:
 * the catalogue's articles when the caller already asks for them (one request for both), else asked here.
 */
export async function loadExtras(
  formula: Pick<Formula, 'aid' | 'relatedAccessoires'>,
  withActivity: boolean,
  signal?: AbortSignal,
  articles: Promise<CatalogueArticle[]> = fetchArticles(signal),
): Promise<Extra[]> {
  const [accessories, catalogue] = await Promise.all([fetchAccessories(signal), articles]);
  const ids = offeredArticleIds({ formula, accessories, articles: catalogue, withActivity });
  const tariffs = new Map<number, Tariff[]>(
    await Promise.all(ids.map(async (id) => [id, await fetchTariffs(id, signal)] as const)),
  );
  return offeredExtras({ formula, accessories, articles: catalogue, tariffs, withActivity });
}
