import { http, type ApiReply, type BasketBirthday } from 'shared-events';

/** An order of the client as the API answers it (the contract's type): `sales` carry the slot's start, a pack's or
 * birthday's slots, the birthday child form and the karting team when there are. */
type ApiOrder = ApiReply<'/api/ticket', 'get'>[number];
/** Older orders may lack a total, a reference or a payment method: the page computes the total from the lines. */
export type Order = Omit<ApiOrder, 'total' | 'reference' | 'paymentMethod'> &
  Partial<Pick<ApiOrder, 'total' | 'reference' | 'paymentMethod'>>;
export type OrderSale = Order['sales'][number];
/**
 * A subscription as the API answers it (the contract's type): `cancellable` is the server's rule (the 3-month
 * no-limit subscription, from its third month), `kind` 'subscription' or 'family-club'.
 */
export type Subscription = ApiReply<'/api/userSubscriptions', 'get'>[number];

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  orders: Order[];
  /** The client's order count (the API's X-Total-Count header), null when it did not say. */
  total: number | null;
}

/** GET /api/ticket?idClient=&_limit=10&_offset=&_sortBy=date&_sortOrder=DESC (spec §7). */
export async function fetchOrders(idClient: number, offset = 0): Promise<OrdersPage> {
  const { data, headers } = await http.get<Order[]>('/ticket', {
    params: { idClient, _limit: ORDERS_PAGE_SIZE, _offset: offset, _sortBy: 'date', _sortOrder: 'DESC' },
  });
  const raw = Number((headers as Record<string, unknown> | undefined)?.['x-total-count']);
  return { orders: Array.isArray(data) ? data : [], total: Number.isSafeInteger(raw) && raw >= 0 ? raw : null };
}

/** POST /api/ticket/{id}/print: the address of the invoice. */
export async function invoiceUrl(id: number): Promise<string> {
  const { data } = await http.post<{ url: string }>(`/ticket/${id}/print`);
  return data.url;
}

/** POST /api/ticket/{id}/invitation: the address of the birthday invitation (PDF, owner only). */
export async function invitationUrl(id: number): Promise<string> {
  const { data } = await http.post<{ url: string }>(`/ticket/${id}/invitation`);
  return data.url;
}

/** PUT /api/ticket/{id}/birthday: the child form of a paid birthday (until the day before; the server checks). */
export async function updateBirthday(id: number, birthday: BasketBirthday): Promise<void> {
  await http.put(`/ticket/${id}/birthday`, birthday);
}

export async function fetchSubscriptions(idClient: number): Promise<Subscription[]> {
  const { data } = await http.get<Subscription[]>('/userSubscriptions', { params: { idClient } });
  return Array.isArray(data) ? data : [];
}

/** POST /api/userSubscriptions/{idAccess}/cancel: the cancelled subscription (the server checks the rule). */
export async function cancelSubscription(idAccess: number): Promise<Subscription> {
  const { data } = await http.post<{ result: boolean; subscription: Subscription }>(
    `/userSubscriptions/${idAccess}/cancel`,
  );
  return data.subscription;
}
