import type { Order, OrdersPage } from '../api/account-api';

export interface OrdersState {
  orders: Order[];
  total: number | null;
  /** The last page came back full: without a total, there may be more. */
  lastPageFull: boolean;
}

export const EMPTY_ORDERS: OrdersState = { orders: [], total: null, lastPageFull: false };

/** Adds a fetched page after the loaded orders (an order already shown is not shown twice). */
export function appendOrders(state: OrdersState, page: OrdersPage, pageSize: number): OrdersState {
  const known = new Set(state.orders.map((o) => o.id));
  return {
    orders: [...state.orders, ...page.orders.filter((o) => !known.has(o.id))],
    total: page.total ?? state.total,
    lastPageFull: page.orders.length >= pageSize,
  };
}

/** Whether 'Voir plus de commandes' is offered: fewer loaded than the total, or a full last page. */
export function hasMoreOrders(state: OrdersState): boolean {
  if (state.total !== null) return state.orders.length < state.total;
  return state.lastPageFull;
}

/** '10 commandes sur 23' (or '1 commande sur 1'). */
export function ordersCount(state: OrdersState): string {
  const total = state.total ?? state.orders.length;
  return `${state.orders.length} commande${state.orders.length > 1 ? 's' : ''} sur ${total}`;
}
