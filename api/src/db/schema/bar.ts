import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { orders } from './sales';

/** 'reçue' -> 'en préparation' -> 'servie' (forward only, see features/bar/order-status.ts). */
export type BarOrderStatus = 'reçue' | 'en préparation' | 'servie';

/** One product line of a table order as the bar reads it. */
export interface BarOrderLine {
  articleId: number;
  name: string;
  qty: number;
  unitCents: number;
}

/**
 * A paid table order as the bar receives it (the spec's external commands service: ticket, table,
 * zone, email, user, phone), recorded once per order by settlement.
 */
export const barOrders = pgTable(
  'bar_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reference: text('reference').notNull(),
    zoneId: integer('zone_id').notNull(),
    zoneName: text('zone_name').notNull(),
    tableId: integer('table_id').notNull(),
    tableName: text('table_name').notNull(),
    lines: jsonb('lines').$type<BarOrderLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    email: text('email').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    phone: text('phone'),
    status: text('status').$type<BarOrderStatus>().notNull().default('reçue'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bar_orders_order_uq').on(t.orderId),
    uniqueIndex('bar_orders_reference_uq').on(t.reference),
    index('bar_orders_paid_idx').on(t.paidAt),
    check('bar_orders_status_ck', sql`${t.status} in ('reçue','en préparation','servie')`),
  ],
);

export type BarEventKind = 'order' | 'product';

/**
 * The bar's live feed, in order: each change of a bar order (its whole state after the change) or of
 * a product's availability. The id is the SSE event id a screen catches up from.
 */
export const barEvents = pgTable(
  'bar_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<BarEventKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bar_events_kind_ck', sql`${t.kind} in ('order','product')`)],
);
