import type { ApiReply } from 'shared-events';

/** A paid table order and a product as the bar screen reads them (the contract's types). */
export type BarOrder = ApiReply<'/api/bar/orders', 'get'>['orders'][number];
export type BarOrderStatus = BarOrder['status'];
export type BarProduct = ApiReply<'/api/bar/products', 'get'>['products'][number];

export type FeedEvent =
  | { id: number; kind: 'order'; payload: BarOrder }
  | { id: number; kind: 'product'; payload: { id: number; name: string; onSale: boolean } };
