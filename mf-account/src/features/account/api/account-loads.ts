import type { Load } from 'shared-events';
import { fetchSubscriptions, type Subscription } from './account-api';

/** The client's subscriptions as the data layer loads them: the subscriptions tab and the club badge share one answer. */
export const subscriptionsLoad = (idClient: number | null): Load<Subscription[]> => ({
  queryKey: ['mf_account', 'abonnements', idClient],
  queryFn: () => fetchSubscriptions(idClient!),
  enabled: idClient !== null,
});

/** The key of the client's orders (paged: useOrders). */
export const ordersKey = (idClient: number) => ['mf_account', 'commandes', idClient] as const;
