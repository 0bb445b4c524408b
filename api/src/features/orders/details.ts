import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  barcodes,
  cities,
  clients,
  orderLines,
  orders,
  planningSlots,
  subscriptions,
} from '../../db/schema';
import type { OrderLineExtra } from '../../db/schema/sales';
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

/** Who the order's invoice is made out to, beside its name: the account's postal address and company number. */
export interface OrderBuyer {
  /** 0 individual, 1 family member, 2 company. */
  type: number;
  /** Street, complement, then postal code and town: the lines the account has. */
  address: string[];
  /** The company's registration number (SIRET) as given at registration; null for a person. */
  registrationNumber: string | null;
}

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
  totalCents: number;
  paymentMethod: string;
  email: string;
  emailedAt: Date | null;
  buyer?: OrderBuyer;
  lines: OrderLineDetails[];
}

const filled = (s: string | null | undefined) => s?.trim() || null;

function periodOf(rows: Array<{ orderLineId: number; start: Date; end: Date }>, lineId: number) {
  const row = rows.find((r) => r.orderLineId === lineId);
  return row ? { start: row.start, end: row.end } : null;
}

/** One order with its lines, tickets and slot activities, or null. */
export async function loadOrderDetails(db: Db, orderId: number): Promise<OrderDetails | null> {
  const [order] = await db
    .select({
      order: orders,
      firstName: clients.firstName,
      lastName: clients.lastName,
      type: clients.type,
      address: clients.address,
      address1: clients.address1,
      city: clients.city,
      postalCode: cities.postalCode,
      town: cities.name,
      registrationNumber: clients.identificationNumber,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(cities, eq(cities.id, clients.idVil))
    .where(eq(orders.id, orderId));
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
  // The town of the city list (postal code and name), else the one typed.
  const town = order.town ? filled(`${order.postalCode ?? ''} ${order.town}`) : filled(order.city);
  return {
    id: o.id,
    reference: o.reference,
    clientId: o.clientId,
    clientName: [order.firstName, order.lastName].filter(Boolean).join(' ').trim(),
    createdAt: o.createdAt,
    totalCents: o.totalCents,
    paymentMethod: o.paymentMethod,
    email: o.email,
    emailedAt: o.emailedAt,
    buyer: {
      type: order.type,
      address: [filled(order.address), filled(order.address1), town].filter((l): l is string => l !== null),
      registrationNumber: order.type === 2 ? filled(order.registrationNumber) : null,
    },
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
