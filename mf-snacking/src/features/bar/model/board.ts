import type { BarOrder, BarOrderStatus, BarProduct, FeedEvent } from './types';

export const STATUSES: readonly BarOrderStatus[] = ['reçue', 'en préparation', 'servie'];

/**
 * What the bar screen shows: the orders by id, the products, the last feed event applied, and how long a served
 * order stays on the screen after being served (the API's rule, the same as when it loads the board).
 */
export interface Board {
  orders: BarOrder[];
  products: BarProduct[];
  lastEventId: number;
  servedVisibleMs: number;
}

export const emptyBoard: Board = { orders: [], products: [], lastEventId: 0, servedVisibleMs: 0 };

/** The state after `status`, or null once served (the button that moves an order forward). */
export function nextStatus(status: BarOrderStatus): BarOrderStatus | null {
  return STATUSES[STATUSES.indexOf(status) + 1] ?? null;
}

const byPaidTime = (a: BarOrder, b: BarOrder) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id;

/** Puts an order's latest state on the board (new or replaced; an older state never overwrites a newer one). */
export function upsertOrder(orders: BarOrder[], order: BarOrder): BarOrder[] {
  const current = orders.find((o) => o.id === order.id);
  if (current && STATUSES.indexOf(current.status) > STATUSES.indexOf(order.status)) return orders;
  return [...orders.filter((o) => o.id !== order.id), order].sort(byPaidTime);
}

/** The board with an order's state as the API answered a move (on the latest board: see useBarBoard's update). */
export function withOrder(board: Board, order: BarOrder): Board {
  return { ...board, orders: upsertOrder(board.orders, order) };
}

/** The board with a product as the API answered a switch. */
export function withProduct(board: Board, product: BarProduct): Board {
  return { ...board, products: board.products.map((p) => (p.id === product.id ? product : p)) };
}

/**
 * Applies a feed event once (events at or before `lastEventId` were already applied: a catch-up
 * after a reconnection may repeat some). Tells whether it brought a new order (the screen rings).
 */
export function applyEvent(board: Board, event: FeedEvent): { board: Board; newOrder: boolean } {
  if (event.id <= board.lastEventId) return { board, newOrder: false };
  if (event.kind === 'order') {
    const isNew = !board.orders.some((o) => o.id === event.payload.id);
    return {
      board: { ...board, orders: upsertOrder(board.orders, event.payload), lastEventId: event.id },
      newOrder: isNew,
    };
  }
  const products = board.products.map((p) => (p.id === event.payload.id ? { ...p, onSale: event.payload.onSale } : p));
  return { board: { ...board, products, lastEventId: event.id }, newOrder: false };
}

/** When a served order leaves the screen (epoch ms): `servedVisibleMs` after it was served. */
const leavesAt = (board: Board, order: BarOrder) => Date.parse(order.updatedAt) + board.servedVisibleMs;

/**
 * The orders of one column of the screen at `now` (epoch ms). Served orders stay `servedVisibleMs` after being served,
 * then leave the screen, as they would on reloading it.
 */
export function ordersIn(board: Board, status: BarOrderStatus, now: number): BarOrder[] {
  return board.orders.filter((o) => o.status === status && (status !== 'servie' || leavesAt(board, o) > now));
}

/** When the next served order on the screen leaves it (epoch ms), or null when none will. */
export function nextLeaving(board: Board, now: number): number | null {
  const times = board.orders
    .filter((o) => o.status === 'servie')
    .map((o) => leavesAt(board, o))
    .filter((t) => t > now);
  return times.length ? Math.min(...times) : null;
}
