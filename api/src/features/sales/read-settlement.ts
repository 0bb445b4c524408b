import { asc, eq, inArray } from 'drizzle-orm';
import type { App } from '../../app';
import { barcodes, bookings, orderLines, orders, subscriptions } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { SettlementResult } from './settle';

/** What settlement produced for an order (read back, the same for every caller). */
export async function readSettlement(app: App, orderId: number): Promise<Omit<SettlementResult, 'created' | 'email'>> {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, 'Commande introuvable.');
  const lines = await app.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const codes = lines.length
    ? await app.db
        .select()
        .from(barcodes)
        .where(
          inArray(
            barcodes.orderLineId,
            lines.map((l) => l.id),
          ),
        )
        .orderBy(asc(barcodes.id))
    : [];
  const bookingRows = await app.db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.slotId));
  const subs = lines.length
    ? await app.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          inArray(
            subscriptions.orderLineId,
            lines.map((l) => l.id),
          ),
        )
        .orderBy(asc(subscriptions.id))
    : [];
  const sales = lines.map((l) => ({
    id: l.id,
    idArticle: l.articleId,
    qty: l.qty,
    barcodeList: codes.filter((c) => c.orderLineId === l.id).map((c) => c.code),
  }));
  return {
    idTicket: order.id,
    reference: order.reference,
    state: order.state,
    clientId: order.clientId,
    sales,
    barcodes: sales.flatMap((s) => s.barcodeList),
    bookings: bookingRows.map((b) => ({ id: b.id, idPlanning: b.slotId, qty: b.qty, shortfall: b.shortfall })),
    subscriptions: subs.map((s) => s.id),
  };
}
