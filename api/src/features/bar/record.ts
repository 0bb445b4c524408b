import { eq, inArray, sql } from 'drizzle-orm';
import { barEvents, barOrders, barTables, barZones, clients } from '../../db/schema';
import type { BarOrderLine, BarOrderStatus } from '../../db/schema/bar';
import type { PricedLine } from '../../db/schema/payment';
import type { DbOrTx } from '../sales/places';

/** The channel every API process listens on for the bar's feed; the payload is the new event's id. */
export const BAR_FEED_CHANNEL = 'park_bar_feed';

type BarOrderRow = typeof barOrders.$inferSelect;

/** A bar order as the bar screen and the guest's page read it. */
export interface BarOrderView {
  id: number;
  /** The order (ticket) number: the order id, as on the confirmation page and the receipt. */
  number: number;
  reference: string;
  zone: { id: number; name: string };
  table: { id: number; name: string };
  lines: BarOrderLine[];
  totalCents: number;
  email: string;
  user: number;
  phone: string | null;
  status: BarOrderStatus;
  paid: true;
  paidAt: string;
  updatedAt: string;
}

export function barOrderView(row: BarOrderRow): BarOrderView {
  return {
    id: row.id,
    number: row.orderId,
    reference: row.reference,
    zone: { id: row.zoneId, name: row.zoneName },
    table: { id: row.tableId, name: row.tableName },
    lines: row.lines,
    totalCents: row.totalCents,
    email: row.email,
    user: row.clientId,
    phone: row.phone,
    status: row.status,
    paid: true,
    paidAt: new Date(row.paidAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The zone and table of a table order's lines (all lines are of one table: the payment checked it). */
export function tableOf(lines: PricedLine[]): { zone: number; table: number } | null {
  for (const line of lines) {
    const zone = Number(line.client.ZONE);
    const table = Number(line.client.TABLE);
    if (Number.isInteger(zone) && zone > 0 && Number.isInteger(table) && table > 0) return { zone, table };
  }
  return null;
}

/** The transaction lock that makes the feed's ids commit in their order (the seed's lock is 727_000_002). */
export const BAR_FEED_LOCK = 727_000_010;

/**
 * Appends an event to the bar's feed and tells every API process (delivered when the transaction commits). `tx` must
 * be a transaction. The id comes from a sequence, but only under a transaction lock held until commit: a second
 * writer waits for the first one's commit before taking its id, so the ids commit in their order. Otherwise a screen
 * that had read id 12 (committed first) resumed after it and never saw id 11, committed later (decision 0054).
 */
export async function appendBarEvent(
  tx: DbOrTx,
  kind: 'order' | 'product',
  payload: Record<string, unknown>,
): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BAR_FEED_LOCK})`);
  const [event] = await tx.insert(barEvents).values({ kind, payload }).returning({ id: barEvents.id });
  if (!event) throw new Error('bar event not inserted');
  await tx.execute(sql`SELECT pg_notify(${BAR_FEED_CHANNEL}, ${String(event.id)})`);
  return event.id;
}

export interface PaidTableOrder {
  orderId: number;
  reference: string;
  clientId: number;
  email: string;
  lines: PricedLine[];
  totalCents: number;
  paidAt: Date;
}

/**
 * Records a paid table order for the bar, once per order (inside settlement's database transaction,
 * which already serialises every settler of the reference; the unique order id is a second guard),
 * and pushes it on the feed. Returns null when the order is not a table order or was already recorded.
 */
export async function recordBarOrder(tx: DbOrTx, order: PaidTableOrder): Promise<BarOrderView | null> {
  const where = tableOf(order.lines);
  if (!where) return null;
  const [zone] = await tx.select().from(barZones).where(eq(barZones.id, where.zone));
  const [table] = await tx.select().from(barTables).where(eq(barTables.id, where.table));
  const [client] = await tx
    .select({ phone: clients.mobilePhone })
    .from(clients)
    .where(inArray(clients.id, [order.clientId]));
  const lines: BarOrderLine[] = order.lines.map((l) => ({
    articleId: l.id,
    name: l.articleName,
    qty: l.counter,
    unitCents: l.finalUnitCents,
  }));
  const [row] = await tx
    .insert(barOrders)
    .values({
      orderId: order.orderId,
      reference: order.reference,
      zoneId: where.zone,
      zoneName: zone?.name ?? `Zone ${where.zone}`,
      tableId: where.table,
      tableName: table?.name ?? `Table ${where.table}`,
      lines,
      totalCents: order.totalCents,
      email: order.email,
      clientId: order.clientId,
      phone: client?.phone ?? null,
      paidAt: order.paidAt,
      updatedAt: order.paidAt,
    })
    .onConflictDoNothing({ target: barOrders.orderId })
    .returning();
  if (!row) return null;
  const view = barOrderView(row);
  await appendBarEvent(tx, 'order', { ...view });
  return view;
}
