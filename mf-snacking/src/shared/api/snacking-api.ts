import { http, type ApiReply } from 'shared-events';
import type { Article, BarTable, BarZone, SnackActivity, Tariff } from '../model/types';

/** GET /api/bonresto/zones */
export async function fetchZones(): Promise<BarZone[]> {
  const { data } = await http.get<{ zones: BarZone[] }>('/bonresto/zones');
  return data.zones;
}

/** GET /api/bonresto/tables?zones={ids} */
export async function fetchTables(zoneIds: number[]): Promise<BarTable[]> {
  if (zoneIds.length === 0) return [];
  const { data } = await http.get<{ tables: BarTable[] }>('/bonresto/tables', { params: { zones: zoneIds.join(',') } });
  return data.tables;
}

/** The snacking activity (code 'snacking') of GET /api/v1/activites, for the table addresses. */
export async function fetchSnackingActivity(): Promise<SnackActivity | null> {
  const { data } = await http.get<{ data: SnackActivity[] }>('/v1/activites');
  return data.data.find((activity) => activity.code === 'snacking') ?? null;
}

/** GET /api/articles?q=&_limit=1000&fields=id,name,category,onSale */
export async function fetchArticles(): Promise<Article[]> {
  const { data } = await http.get<{ articles: Article[] }>('/articles', {
    params: { q: '', _limit: 1000, fields: 'id,name,category,onSale' },
  });
  return data.articles;
}

/** GET /api/articles/{id}/tariffs */
export async function fetchTariffs(articleId: number): Promise<Tariff[]> {
  const { data } = await http.get<Tariff[]>(`/articles/${articleId}/tariffs`);
  return data;
}

/** A category of the bar: an offer of the snacking activity, with its picture (served under /api/media). */
export type SnackOffer = Pick<ApiReply<'/api/v1/offres', 'get'>['data'][number], 'oid' | 'aid' | 'name' | 'image'>;

/** GET /api/v1/offres?aid= : the snacking activity's offers are its categories. */
export async function fetchOffers(aid: number): Promise<SnackOffer[]> {
  const { data } = await http.get<{ data: SnackOffer[] }>('/v1/offres', { params: { aid } });
  return data.data;
}

/**
 * Articles with their tariffs (fetched in parallel). A price that cannot be read fails the whole load: the page shows
 * its load failure with 'Réessayer', never a menu it cannot sell from. An article without tariffs answers [].
 */
export async function fetchPricedProducts(articles: Article[]) {
  const tariffs = await Promise.all(
    articles.map(async (article) => [article.id, await fetchTariffs(article.id)] as const),
  );
  return new Map<number, Tariff[]>(tariffs);
}
