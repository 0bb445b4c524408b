import type { ApiReply } from 'shared-events';

/**
 * Catalogue entities, derived from the API's generated contract (below: how the catalogue reads them).
 * Ids are numbers in our API; the park's legacy back end sometimes sends them as strings,
 * so the model functions compare ids through `sameId`.
 */
export type CatalogId = number | string;

type ApiActivity = ApiReply<'/api/v1/activites', 'get'>['data'][number];
type ApiOffer = ApiReply<'/api/v1/offres', 'get'>['data'][number];
type ApiFormula = ApiReply<'/api/v1/formules', 'get'>['data'][number];

type IdKey = 'aid' | 'oid' | 'fid' | 'article';
type Loose<K, V> = K extends IdKey ? V | string : V;
/**
 * The API's shape (its generated contract, never a copy) as the catalogue reads it: the `Kept` fields as the API
 * types them, every other field possibly null, the `Optional` ones possibly absent, ids possibly strings. The pages
 * are drawn from answers a stored or legacy back end may have left that way, and say so instead of breaking.
 */
type Lenient<T, Kept extends keyof T, Optional extends keyof T = never> = {
  [K in Kept]: Loose<K, T[K]>;
} & { [K in Exclude<keyof T, Kept | Optional>]: Loose<K, T[K]> | null } & {
  [K in Optional]?: Loose<K, T[K]> | null;
};

/** An activity; `strings` is JSON text: { "string_1": shown above lists, "string_2": shown below lists }. */
export type Activity = Lenient<
  ApiActivity,
  'aid' | 'name' | 'status' | 'menu',
  'minParticipants' | 'maxParticipants' | 'spectatorFactor' | 'counterUnit' | 'sort'
>;

/** An offer; `web` may come as 0 / 1 from the legacy back end. */
export type Offer = Lenient<Omit<ApiOffer, 'web'>, 'oid' | 'aid' | 'name', 'sort'> & { web: boolean | number | null };

export type FormulaCode = 'duo-pack' | 'subscription' | 'birthday' | 'family-club';

/** A formula; `article` is the article it sells, or null when it sells nothing (then hidden). */
export type Formula = Lenient<
  ApiFormula,
  'fid' | 'oid' | 'aid' | 'name',
  'durationMinutes' | 'sort' | 'promotionPercentage' | 'reservedOffer'
>;

export interface DataEnvelope<T> {
  data: T;
}
