import { useInfiniteQuery } from 'shared-events';
import { fetchOrders, ORDERS_PAGE_SIZE } from '../api/account-api';
import { ordersKey } from '../api/account-loads';
import { appendOrders, EMPTY_ORDERS, hasMoreOrders, type OrdersState } from '../model/orders-paging';
import type { OrdersPage } from '../api/account-api';

export interface UseOrders {
  state: OrdersState | null | 'error';
  loadingMore: boolean;
  moreFailed: boolean;
  retry(): void;
  loadMore(): void;
}

const ordersOf = (pages: readonly OrdersPage[]) =>
  pages.reduce<OrdersState>((state, page) => appendOrders(state, page, ORDERS_PAGE_SIZE), EMPTY_ORDERS);

/** The client's orders, ten at a time (GET /api/ticket with _limit and _offset), as the data layer's paged load. */
export function useOrders(idClient: number): UseOrders {
  const query = useInfiniteQuery({
    queryKey: ordersKey(idClient),
    queryFn: ({ pageParam }) => fetchOrders(idClient, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const state = ordersOf(pages);
      return hasMoreOrders(state) ? state.orders.length : undefined;
    },
  });
  const state = query.data ? ordersOf(query.data.pages) : query.isError ? 'error' : null;
  return {
    state,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    retry: () => void query.refetch(),
    loadMore: () => {
      if (query.data && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
