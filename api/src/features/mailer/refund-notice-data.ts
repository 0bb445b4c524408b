import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, clients, orders, planningSlots, transactions } from '../../db/schema';
import type { RefundNotice } from './refund-notice';

/** The refund notice of a paid-without-places order, from the order and the lines its transaction paid for. */
export async function loadRefundNotice(db: Db, orderId: number): Promise<RefundNotice | null> {
  const [row] = await db
    .select({ order: orders, firstName: clients.firstName, lastName: clients.lastName, lines: transactions.lines })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(transactions, eq(transactions.reference, orders.reference))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const slotIds = [...new Set(row.lines.flatMap((l) => (l.idPlanning ? [l.idPlanning] : l.slotIds.slice(0, 1))))];
  const slots = slotIds.length
    ? await db
        .select({ id: planningSlots.id, startsAt: planningSlots.startsAt, activity: activities.name })
        .from(planningSlots)
        .leftJoin(activities, eq(activities.aid, planningSlots.activityId))
        .where(inArray(planningSlots.id, slotIds))
    : [];
  const byId = new Map(slots.map((s) => [s.id, s]));
  const name = [row.firstName, row.lastName].filter((p) => p && p.trim()).join(' ');
  return {
    orderId: row.order.id,
    reference: row.order.reference,
    email: row.order.email,
    clientName: name || null,
    amountCents: row.order.totalCents,
    items: row.lines.map((l) => {
      const slot = byId.get(l.idPlanning ?? l.slotIds[0] ?? -1);
      const unit = l.client.unit === 'participants' || l.client.unit === 'boxes' ? l.client.unit : undefined;
      const spectators = Number(l.client.spectateurs);
      return {
        label: slot?.activity ? `${slot.activity} — ${l.articleName}` : l.articleName,
        qty: l.counter,
        startsAt: slot?.startsAt ?? null,
        ...(l.kind ? { kind: l.kind } : {}),
        ...(unit ? { unit } : {}),
        ...(Number.isInteger(spectators) && spectators > 0 ? { spectators } : {}),
      };
    }),
  };
}
