import type { Order } from '../api/account-api';
import { appendOrders, EMPTY_ORDERS, hasMoreOrders, ordersCount } from './orders-paging';

const order = (id: number): Order => ({ id, date: '2026-11-05T14:30:00+01:00', sales: [] });
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => order(from + i));

describe('orders paging', () => {
  it('offers more while fewer than the total are loaded', () => {
    const first = appendOrders(EMPTY_ORDERS, { orders: range(1, 10), total: 23 }, 10);
    expect(hasMoreOrders(first)).toBe(true);
    expect(ordersCount(first)).toBe('10 commandes sur 23');
    const second = appendOrders(first, { orders: range(11, 10), total: 23 }, 10);
    const third = appendOrders(second, { orders: range(21, 3), total: 23 }, 10);
    expect(third.orders.map((o) => o.id)).toEqual(range(1, 23).map((o) => o.id));
    expect(hasMoreOrders(third)).toBe(false);
  });

  it('without a total, a full page means there may be more', () => {
    const full = appendOrders(EMPTY_ORDERS, { orders: range(1, 10), total: null }, 10);
    expect(hasMoreOrders(full)).toBe(true);
    expect(hasMoreOrders(appendOrders(full, { orders: [], total: null }, 10))).toBe(false);
  });

  it('does not show an order twice when a new one shifted the pages', () => {
    const first = appendOrders(EMPTY_ORDERS, { orders: range(1, 10), total: 20 }, 10);
    const next = appendOrders(first, { orders: range(10, 10), total: 21 }, 10);
    expect(next.orders).toHaveLength(19);
    expect(ordersCount(appendOrders(EMPTY_ORDERS, { orders: [order(1)], total: 1 }, 10))).toBe('1 commande sur 1');
  });
});
