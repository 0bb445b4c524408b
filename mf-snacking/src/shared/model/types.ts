import type { ApiReply } from 'shared-events';

/** A bar zone and a table, as the API answers them (the contract's types, generated from its OpenAPI document). */
export type BarZone = ApiReply<'/api/bonresto/zones', 'get'>['zones'][number];
export type BarTable = ApiReply<'/api/bonresto/tables', 'get'>['tables'][number];

/** An article on the bar's list (the contract's type; the route may leave fields out on request, this area asks them all). */
export type Article = Required<ApiReply<'/api/articles', 'get'>['articles'][number]>;

export type Tariff = ApiReply<'/api/articles/{id}/tariffs', 'get'>[number];

/** What the tablet reads of an activity (the contract's type). */
export type SnackActivity = Pick<ApiReply<'/api/v1/activites', 'get'>['data'][number], 'aid' | 'code' | 'status'>;

/** A product shown on a table's list: the article and its price (default tariff, else the first; never none). */
export interface Product {
  article: Article;
  price: number;
}
