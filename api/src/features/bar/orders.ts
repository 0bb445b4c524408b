import { and, asc, desc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, articles, barEvents, barOrders, offers, tariffs, transactions } from '../../db/schema';
import type { BarOrderStatus } from '../../db/schema/bar';
import { HttpError } from '../../plugins/errors';
import { checkMove } from './order-status';
import { appendBarEvent, barOrderView, type BarOrderView } from './record';

export const ORDER_NOT_FOUND = 'Commande introuvable.';
export const PRODUCT_NOT_FOUND = 'Ce produit n’est pas vendu au bar.';
/** Served orders stay on the bar screen this long after being served: on loading, and live on an open screen. */
export const SERVED_VISIBLE_MS = 2 * 3600_000;

export interface BarEvent {
  id: number;
  kind: 'order' | 'product';
  payload: Record<string, unknown>;
}

/**
 * The orders the bar screen shows: all not yet served, and those served recently; plus where the feed is.
 * The last event id is read first: a change committed between the two reads is then both in the orders and
 * after `lastEventId`, and the screen, which applies each event once and never goes back, takes it twice
 * harmlessly. Read the other way round, an order paid in between was in neither (lost until a reload).
 */
export async function barBoard(
  db: Db,
  now = new Date(),
): Promise<{ orders: BarOrderView[]; lastEventId: number; servedVisibleMs: number }> {
  const since = new Date(now.getTime() - SERVED_VISIBLE_MS);
  const [last] = await db.select({ id: barEvents.id }).from(barEvents).orderBy(desc(barEvents.id)).limit(1);
  const rows = await db
    .select()
    .from(barOrders)
    .where(or(ne(barOrders.status, 'servie'), gt(barOrders.updatedAt, since)))
    .orderBy(asc(barOrders.paidAt), asc(barOrders.id));
  return { orders: rows.map(barOrderView), lastEventId: last?.id ?? 0, servedVisibleMs: SERVED_VISIBLE_MS };
}

/** The feed's events after `id`, in order. */
export async function eventsAfter(db: Db, id: number, limit = 200): Promise<BarEvent[]> {
  return db
    .select({ id: barEvents.id, kind: barEvents.kind, payload: barEvents.payload })
    .from(barEvents)
    .where(gt(barEvents.id, id))
    .orderBy(asc(barEvents.id))
    .limit(limit);
}

/** Moves an order forward (the state machine decides) and pushes the change. */
export async function moveBarOrder(db: Db, id: number, to: BarOrderStatus, now = new Date()): Promise<BarOrderView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(barOrders).where(eq(barOrders.id, id)).for('update');
    if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
    const move = checkMove(row.status, to);
    if (!move.ok) throw new HttpError(409, move.message, 'BAR_ORDER_MOVE');
    const [updated] = await tx
      .update(barOrders)
      .set({ status: to, updatedAt: now })
      .where(eq(barOrders.id, id))
      .returning();
    const view = barOrderView(updated!);
    await appendBarEvent(tx, 'order', { ...view });
    return view;
  });
}

/** The bar order of a payment reference, for the client that paid it (the guest's confirmation page). */
/**
 * The bar order of a payment, for the client who paid it; `guestId` (a table's guest, decision 0045): only when that
 * guest's sign-in started the payment, the zone's account holding every guest's orders.
 */
export async function guestBarOrder(
  db: Db,
  reference: string,
  clientId: number,
  guestId?: string,
): Promise<BarOrderView | null> {
  const [found] = await db
    .select({ order: barOrders, guestId: transactions.guestId })
    .from(barOrders)
    .leftJoin(transactions, eq(transactions.reference, barOrders.reference))
    .where(and(eq(barOrders.reference, reference), eq(barOrders.clientId, clientId)));
  if (!found || (guestId !== undefined && found.guestId !== guestId)) return null;
  return barOrderView(found.order);
}

export interface BarProduct {
  id: number;
  name: string;
  category: string;
  onSale: boolean;
  priceCents: number | null;
}

/** The articles of the bar's categories (the names of the snacking activity's offers). */
export async function barProducts(db: Db): Promise<BarProduct[]> {
  const categories = (
    await db
      .select({ name: offers.name })
      .from(offers)
      .innerJoin(activities, eq(activities.aid, offers.aid))
      .where(eq(activities.code, 'snacking'))
  ).map((o) => o.name);
  if (!categories.length) return [];
  const rows = await db
    .select({ id: articles.id, name: articles.name, category: articles.category, onSale: articles.onSale })
    .from(articles)
    .where(inArray(articles.category, categories))
    .orderBy(asc(articles.category), asc(articles.id));
  const prices = rows.length
    ? await db
        .select({ articleId: tariffs.articleId, priceCents: tariffs.priceCents })
        .from(tariffs)
        .where(
          inArray(
            tariffs.articleId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(tariffs.isDefault), asc(tariffs.position))
    : [];
  const price = new Map<number, number>();
  for (const p of prices) if (!price.has(p.articleId)) price.set(p.articleId, p.priceCents);
  return rows.map((r) => ({ ...r, priceCents: price.get(r.id) ?? null }));
}

/** Marks a bar product (un)available: the tablets' product lists follow within seconds. */
export async function setProductOnSale(db: Db, articleId: number, onSale: boolean): Promise<BarProduct> {
  const product = (await barProducts(db)).find((p) => p.id === articleId);
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
  return db.transaction(async (tx) => {
    await tx.update(articles).set({ onSale }).where(eq(articles.id, articleId));
    await appendBarEvent(tx, 'product', { id: articleId, name: product.name, onSale });
    return { ...product, onSale };
  });
}
