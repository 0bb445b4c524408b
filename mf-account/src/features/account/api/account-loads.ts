import type { InfiniteData, Load } from 'shared-events';
import { fetchOrders, fetchSubscriptions, type OrdersPage, type Subscription } from './account-api';

/** The client's subscriptions as the data layer loads them: the subscriptions tab and the club badge share one answer. */
export const subscriptionsLoad = (idClient: number | null): Load<Subscription[]> => ({
  queryKey: ['mf_account', 'abonnements', idClient],
  queryFn: () => fetchSubscriptions(idClient!),
  enabled: idClient !== null,
});

/** The key of the client's orders (paged: useOrders). */
export const ordersKey = (idClient: number) => ['mf_account', 'commandes', idClient] as const;

/**
 * The first page of the client's orders, as useOrders' paged query holds it (the server's first screen of the
 * orders tab: the browser's list adopts it and asks for the next pages itself).
 */
export const firstOrdersLoad = (idClient: number): Load<InfiniteData<OrdersPage, number>> => ({
  queryKey: ordersKey(idClient),
  queryFn: async () => ({ pages: [await fetchOrders(idClient, 0)], pageParams: [0] }),
});
