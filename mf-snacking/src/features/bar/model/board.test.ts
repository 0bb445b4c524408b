import { applyEvent, emptyBoard, nextLeaving, nextStatus, ordersIn, withOrder, withProduct, type Board } from './board';
import type { BarOrder } from './types';

const order = (id: number, status: BarOrder['status'], paidAt = `2026-11-23T18:0${id}:00.000Z`): BarOrder => ({
  id,
  number: 100 + id,
  reference: `REF-${id}`,
  zone: { id: 1, name: 'Bar central' },
  table: { id: 4, name: 'Table 4' },
  lines: [{ articleId: 301, name: 'COCA-COLA 33 CL', qty: 2, unitCents: 350 }],
  totalCents: 700,
  email: 'invite@example.fr',
  user: 9,
  phone: null,
  status,
  paid: true,
  paidAt,
  updatedAt: paidAt,
});

/** A few minutes after the orders below were paid. */
const NOW = Date.parse('2026-11-23T18:10:00.000Z');

describe('the bar board', () => {
  it('adds a new order once, rings for it, and ignores a repeated event after a reconnection', () => {
    const first = applyEvent(emptyBoard, { id: 5, kind: 'order', payload: order(1, 'reçue') });
    expect(first.newOrder).toBe(true);
    expect(first.board.lastEventId).toBe(5);
    const again = applyEvent(first.board, { id: 5, kind: 'order', payload: order(1, 'reçue') });
    expect(again.board).toBe(first.board);
    expect(again.newOrder).toBe(false);
  });

  it('moves an order between columns and never back to an older state', () => {
    let board: Board = applyEvent(
      { ...emptyBoard, servedVisibleMs: 3600_000 },
      { id: 1, kind: 'order', payload: order(2, 'reçue') },
    ).board;
    board = applyEvent(board, { id: 2, kind: 'order', payload: order(1, 'reçue') }).board;
    expect(ordersIn(board, 'reçue', NOW).map((o) => o.id)).toEqual([1, 2]);
    const moved = applyEvent(board, { id: 3, kind: 'order', payload: order(2, 'servie') });
    expect(moved.newOrder).toBe(false);
    expect(ordersIn(moved.board, 'servie', NOW).map((o) => o.id)).toEqual([2]);
    const stale = applyEvent(moved.board, { id: 4, kind: 'order', payload: order(2, 'en préparation') }).board;
    expect(ordersIn(stale, 'servie', NOW).map((o) => o.id)).toEqual([2]);
  });

  it('lets a served order leave the screen servedVisibleMs after it was served, not before', () => {
    const served = { ...order(1, 'servie'), updatedAt: '2026-11-23T18:05:00.000Z' };
    const board: Board = {
      ...emptyBoard,
      servedVisibleMs: 10 * 60_000,
      orders: [served, order(2, 'reçue'), { ...order(3, 'servie'), updatedAt: '2026-11-23T18:08:00.000Z' }],
    };
    expect(ordersIn(board, 'servie', NOW).map((o) => o.id)).toEqual([1, 3]);
    expect(nextLeaving(board, NOW)).toBe(Date.parse('2026-11-23T18:15:00.000Z'));
    const later = Date.parse('2026-11-23T18:15:00.001Z');
    expect(ordersIn(board, 'servie', later).map((o) => o.id)).toEqual([3]);
    expect(nextLeaving(board, later)).toBe(Date.parse('2026-11-23T18:18:00.000Z'));
    // An order waiting stays, however old.
    expect(ordersIn(board, 'reçue', Date.parse('2026-11-30T12:00:00.000Z')).map((o) => o.id)).toEqual([2]);
    expect(nextLeaving(board, Date.parse('2026-11-30T12:00:00.000Z'))).toBeNull();
  });

  it('follows the availability of products', () => {
    const board: Board = {
      ...emptyBoard,
      products: [{ id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true, priceCents: 350 }],
    };
    const next = applyEvent(board, {
      id: 9,
      kind: 'product',
      payload: { id: 301, name: 'COCA-COLA 33 CL', onSale: false },
    });
    expect(next.board.products[0]!.onSale).toBe(false);
  });

  it("puts a move's or a switch's answer on the board it is given, keeping what else is there", () => {
    const coca = { id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true, priceCents: 350 };
    const board: Board = {
      ...emptyBoard,
      orders: [order(1, 'reçue'), order(2, 'reçue')],
      products: [coca],
      lastEventId: 7,
    };
    const moved = withOrder(board, order(1, 'en préparation'));
    expect(moved.orders.map((o) => [o.id, o.status])).toEqual([
      [1, 'en préparation'],
      [2, 'reçue'],
    ]);
    expect(moved.lastEventId).toBe(7);
    expect(withProduct(moved, { ...coca, onSale: false })).toEqual({
      ...moved,
      products: [{ ...coca, onSale: false }],
    });
  });

  it('moves forward one step at a time', () => {
    expect(nextStatus('reçue')).toBe('en préparation');
    expect(nextStatus('en préparation')).toBe('servie');
    expect(nextStatus('servie')).toBeNull();
  });
});
