import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, barcodes, orderLines, orders, planningSlots, subscriptions } from '../../db/schema';
import type { InvoiceBuyerSnapshot, OrderLineExtra } from '../../db/schema/sales';
import { readAccountBuyer } from './buyer-snapshot';
import { saysName } from './line-names';

export interface OrderTicket {
  code: string;
  validFrom: Date;
  validUntil: Date;
  /** The equipment, wristband and accessories this person gets. */
  items?: string[];
}

export interface OrderLineDetails {
  id: number;
  position: number;
  articleId: number;
  label: string;
  description: string;
  qty: number;
  unitPriceCents: number;
  originalUnitPriceCents: number;
  promoCode: string | null;
  slotId: number | null;
  /** The activity of the booked slot, if any. */
  activity: string | null;
  startsAt: Date | null;
  spectators: number;
  tickets: OrderTicket[];
  /** The birthday child form, the team and players, every slot of a pack or birthday. */
  details?: OrderLineExtra;
  /** The subscription or club membership the line sold: its first day and its end (Paris midnights). */
  period?: { start: Date; end: Date } | null;
}

/**
 * Who the order's invoice is made out to: name, postal address, a company's number and the e-mail, as copied when the
 * order was paid (the account as it is now for an order paid before that copy existed).
 */
export type OrderBuyer = InvoiceBuyerSnapshot;

/** A line's detail as shown under or after its title, unless the title already says it (a formula named in its
 * article's label: 'KARTING ADULTE - SESSION 10 MIN' and 'SESSION 10 MIN'; the subscription 'TRAMPOLINES -
 * ABONNEMENT 3 MOIS SANS LIMITE' sold by its formula '… ABONNEMENTS 3 MOIS SANS LIMITE'). E-mail and invoice alike. */
export function lineDetail(line: Pick<OrderLineDetails, 'label' | 'description'>): string | null {
  const detail = line.description.trim();
  return detail && !saysName(line.label, detail) ? detail : null;
}

export interface OrderDetails {
  id: number;
  reference: string;
  clientId: number;
  clientName: string;
  createdAt: Date;
  /** The invoice's number: null for an order paid without places (no invoice). */
  invoiceNumber?: number | null;
  totalCents: number;
  paymentMethod: string;
  email: string;
  emailedAt: Date | null;
  buyer?: OrderBuyer;
  lines: OrderLineDetails[];
}

function periodOf(rows: Array<{ orderLineId: number; start: Date; end: Date }>, lineId: number) {
  const row = rows.find((r) => r.orderLineId === lineId);
  return row ? { start: row.start, end: row.end } : null;
}

/** One order with its lines, tickets and slot activities, or null. */
export async function loadOrderDetails(db: Db, orderId: number): Promise<OrderDetails | null> {
  const [order] = await db.select({ order: orders }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({ line: orderLines, activity: activities.name })
    .from(orderLines)
    .leftJoin(planningSlots, eq(planningSlots.id, orderLines.slotId))
    .leftJoin(activities, eq(activities.aid, planningSlots.activityId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const codes = lines.length
    ? await db
        .select()
        .from(barcodes)
        .where(
          inArray(
            barcodes.orderLineId,
            lines.map((l) => l.line.id),
          ),
        )
        .orderBy(asc(barcodes.id))
    : [];
  const periods = lines.length
    ? await db
        .select({ orderLineId: subscriptions.orderLineId, start: subscriptions.startsAt, end: subscriptions.endsAt })
        .from(subscriptions)
        .where(
          inArray(
            subscriptions.orderLineId,
            lines.map((l) => l.line.id),
          ),
        )
    : [];
  const o = order.order;
  // The buyer as copied at settlement; an order settled before that copy existed (migration 0006) reads the account
  // as it is now (decision 0056).
  const buyer = o.buyer ?? (await readAccountBuyer(db, o.clientId, o.email));
  return {
    id: o.id,
    reference: o.reference,
    clientId: o.clientId,
    clientName: buyer?.name ?? '',
    createdAt: o.createdAt,
    invoiceNumber: o.invoiceNumber,
    totalCents: o.totalCents,
    paymentMethod: o.paymentMethod,
    email: o.email,
    emailedAt: o.emailedAt,
    buyer: buyer ?? undefined,
    lines: lines.map(({ line, activity }) => ({
      id: line.id,
      position: line.position,
      articleId: line.articleId,
      label: line.label,
      description: line.description,
      qty: line.qty,
      unitPriceCents: line.unitPriceCents,
      originalUnitPriceCents: line.originalUnitPriceCents,
      promoCode: line.promoCode,
      slotId: line.slotId,
      activity: activity ?? null,
      startsAt: line.startsAt,
      spectators: line.spectators,
      tickets: codes
        .filter((c) => c.orderLineId === line.id)
        .map((c) => ({ code: c.code, validFrom: c.validFrom, validUntil: c.validUntil, items: c.items })),
      details: line.details ?? {},
      period: periodOf(periods, line.id),
    })),
  };
}
