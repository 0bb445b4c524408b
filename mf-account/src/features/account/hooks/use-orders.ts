import { useCallback, useEffect, useState } from 'react';
import { fetchOrders, ORDERS_PAGE_SIZE } from '../api/account-api';
import { appendOrders, EMPTY_ORDERS, type OrdersState } from '../model/orders-paging';

export interface UseOrders {
  state: OrdersState | null | 'error';
  loadingMore: boolean;
  moreFailed: boolean;
  retry(): void;
  loadMore(): void;
}

/** The client's orders, ten at a time (GET /api/ticket with _limit and _offset). */
export function useOrders(idClient: number): UseOrders {
  const [state, setState] = useState<OrdersState | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchOrders(idClient, 0).then(
      (page) => live && setState(appendOrders(EMPTY_ORDERS, page, ORDERS_PAGE_SIZE)),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [idClient, attempt]);

  const loadMore = useCallback(() => {
    if (state === null || state === 'error' || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchOrders(idClient, state.orders.length)
      .then(
        (page) =>
          setState((current) =>
            current && current !== 'error' ? appendOrders(current, page, ORDERS_PAGE_SIZE) : current,
          ),
        () => setMoreFailed(true),
      )
      .finally(() => setLoadingMore(false));
  }, [idClient, state, loadingMore]);

  return { state, loadingMore, moreFailed, retry: () => setAttempt((n) => n + 1), loadMore };
}
