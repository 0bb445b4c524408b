import type { ApiReply } from 'shared-events';

/** A bar zone and a table, as the API answers them (the contract's types, generated from its OpenAPI document). */
export type BarZone = ApiReply<'/api/bonresto/zones', 'get'>['zones'][number];
export type BarTable = ApiReply<'/api/bonresto/tables', 'get'>['tables'][number];

export interface Article {
  id: number;
  name: string;
  category: string;
  onSale: boolean;
}

export type Tariff = ApiReply<'/api/articles/{id}/tariffs', 'get'>[number];

export interface SnackActivity {
  aid: number;
  code: string;
  status: boolean;
}

/** A product shown on a table's list: the article and its price (default tariff, else the first). */
export interface Product {
  article: Article;
  price: number | null;
}
