import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { lineDetail } from './details';
import { lineQuantity, lineSlots } from './line-extra';

const parisIso = (d: Date) => moment(d).tz('Europe/Paris').format('YYYY-MM-DDTHH:mm:ssZ');
const euros = (cents: number) => Math.round(cents) / 100;

export interface OrderPage {
  idClient: number;
  _limit: number;
  _offset: number;
  _sortBy: 'date' | 'id' | 'total';
  _sortOrder: string;
}

/** One page of a client's orders with their lines (GET /api/ticket), and how many orders there are in all. */
export async function listOrders(db: Db, q: OrderPage) {
  // The validator's number coercion lets `1e309` through as Infinity.
  if (!Number.isSafeInteger(q._limit) || !Number.isSafeInteger(q._offset))
    throw new HttpError(400, 'Requête invalide : _limit et _offset doivent être des entiers.');
  const column = q._sortBy === 'total' ? orders.totalCents : q._sortBy === 'id' ? orders.id : orders.createdAt;
  const direction = q._sortOrder.toUpperCase() === 'ASC' ? asc : desc;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.clientId, q.idClient));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.clientId, q.idClient))
    .orderBy(direction(column), direction(orders.id))
    .limit(q._limit)
    .offset(q._offset);
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderLines.position))
    : [];
  const page = rows.map((o) => ({
    id: o.id,
    date: parisIso(o.createdAt),
    total: euros(o.totalCents),
    reference: o.reference,
    paymentMethod: o.paymentMethod,
    sales: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        id: l.id,
        qty: l.qty,
        label: l.label,
        price: euros(l.unitPriceCents),
        // What the e-mail and the invoice say of the line: '2 participants (+ 1 spectateur)', the equipment tariff.
        quantity: lineQuantity(l),
        ...(lineDetail(l) ? { detail: lineDetail(l)! } : {}),
        ...(l.startsAt ? { start: parisIso(l.startsAt) } : {}),
        ...(lineSlots(l).length ? { slots: lineSlots(l) } : {}),
        ...(l.details?.anniversaires ? { anniversaires: l.details.anniversaires } : {}),
        ...(l.details?.players
          ? { players: { TeamName: l.details.players.TeamName, players: l.details.players.players } }
          : {}),
      })),
  }));
  return { total, page };
}
