import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { articles, planningSlots, tariffs } from './catalog';

/**
 * What a paid transaction becomes, once (settlement): the order (= the ticket, its id is idTicket),
 * its lines, one barcode per person per line, the bookings of slot places and the subscriptions.
 * Money in cents; times as instants.
 */

export type OrderState = 'confirmed' | 'paid-without-places';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The payment transaction reference (PBX_CMD); one order per reference, whoever settles first. */
    reference: text('reference').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method').notNull().default('Carte bancaire'),
    /** Where the confirmation goes (the transaction's e-mail). */
    email: text('email').notNull(),
    /** 'ACTIVITY' | 'SUBSCRIPTION' as the payment was started. */
    type: text('type').notNull().default('ACTIVITY'),
    /** 'summarize' | 'snaking' */
    summarize: text('summarize').notNull().default('summarize'),
    /** Set once the confirmation e-mail has been handed to the mail transport. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** A sender's claim on the e-mail (lease): another sender waits until it is old before trying again. */
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true }),
    /**
     * 'confirmed': tickets and places. 'paid-without-places': paid, but a place could no longer be
     * taken, so nothing was (no line, ticket or booking): the amount is to be refunded by the staff.
     */
    state: text('state').$type<OrderState>().notNull().default('confirmed'),
    /** Why a paid-without-places order could not be confirmed (French, for the staff). */
    refundReason: text('refund_reason'),
    /** When the staff marked the refund of a paid-without-places order as done. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The invoice's number, taken from the `invoice` counter in the settling transaction (decision 0056): only a
     * confirmed order has one, numbers follow each other without a gap. Null for an order paid without places.
     */
    invoiceNumber: integer('invoice_number'),
    /** The buyer as the invoice names it, copied from the account when the order is settled (decision 0056). */
    buyer: jsonb('buyer').$type<InvoiceBuyerSnapshot>(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    index('orders_client_created_idx').on(t.clientId, t.createdAt),
    check('orders_total_ck', sql`${t.totalCents} >= 0`),
    check('orders_state_ck', sql`${t.state} in ('confirmed','paid-without-places')`),
    index('orders_refund_due_idx').on(t.state, t.refundedAt),
    uniqueIndex('orders_invoice_number_uq').on(t.invoiceNumber),
  ],
);

/** Who an invoice is made out to, as the account said when the order was paid. Null on orders settled before. */
export interface InvoiceBuyerSnapshot {
  /** 0 individual, 1 family member, 2 company. */
  type: number;
  /** First and last name; a company's name. */
  name: string;
  /** Street, complement, then postal code and town. */
  address: string[];
  /** A company's registration number (SIRET) as given; null for a person. */
  registrationNumber: string | null;
  /** The e-mail address the order used (the transaction's). */
  email: string;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Position of the line in the basket (1-based). */
    position: integer('position').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    tariffId: integer('tariff_id').references(() => tariffs.id),
    label: text('label').notNull(),
    /** Description shown on the confirmation (the basket line's description), may be empty. */
    description: text('description').notNull().default(''),
    qty: integer('qty').notNull(),
    /** Unit price paid (after the promo code). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Unit price before the promo code. */
    originalUnitPriceCents: integer('original_unit_price_cents').notNull(),
    promoCode: text('promo_code'),
    /** The slot booked by this line, if any, and its start. */
    slotId: integer('slot_id').references(() => planningSlots.id),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    spectators: integer('spectators').notNull().default(0),
    /** The line's named forms and its slots (birthday child, team and players, every slot of a pack or birthday). */
    details: jsonb('details').$type<OrderLineExtra>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_uq').on(t.orderId, t.position),
    check('order_lines_qty_ck', sql`${t.qty} > 0`),
  ],
);

/** A slot of a line (a duo pack has one per activity, a birthday one per linked activity), as shown. */
export interface OrderLineSlot {
  slotId: number;
  activity: string;
  /** ISO instant. */
  startsAt: string;
}

/** What an order line keeps besides its price: the forms checked at payment and its slots. */
export interface OrderLineExtra {
  anniversaires?: { nom: string; age: number; gateaux: { id: number | null; name: string }; commentaires: string };
  players?: { TeamName: string; GameValue: string; BookingDate: string; players: string[] };
  slots?: OrderLineSlot[];
  /** What the quantity counts on a booking line: people, or karaoke boxes. */
  unit?: 'participants' | 'boxes';
}

/** One ticket: a QR code per person admitted (the booking line's), with the group's equipment listed on it. */
export const barcodes = pgTable(
  'barcodes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    slotId: integer('slot_id').references(() => planningSlots.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** What this person also gets (equipment, wristband, the group's accessories), as printed on the ticket. */
    items: jsonb('items').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('barcodes_code_uq').on(t.code), index('barcodes_order_line_idx').on(t.orderLineId)],
);

/** Places taken on a slot by an order (the sum of its lines on that slot). */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => planningSlots.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    qty: integer('qty').notNull(),
    /** Places that could not be taken because the slot was full when the payment settled (staff follow-up). */
    shortfall: integer('shortfall').notNull().default(0),
    fullName: text('full_name'),
    email: text('email'),
    mobilePhone: text('mobile_phone'),
    notes: text('notes'),
    isPaid: boolean('is_paid').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_order_slot_uq').on(t.orderId, t.slotId),
    index('bookings_slot_idx').on(t.slotId),
    check('bookings_qty_ck', sql`${t.qty} >= 0 and ${t.shortfall} >= 0`),
  ],
);

/** Subscriptions and the family club membership (idAccess = id). Start and end are instants (Paris midnight). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    accessLabel: text('access_label').notNull(),
    /** 'subscription' | 'family-club' */
    kind: text('kind').notNull(),
    months: integer('months').notNull(),
    /** The 3-month no-limit subscription: the only one that may be cancelled (from its third month). */
    noLimit: boolean('no_limit').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    canceled: boolean('canceled').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_client_idx').on(t.clientId),
    check('subscriptions_period_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Karting results registrations (POST /api/v1/VGPSvc.aspx): a team and its players for a session's ranking. */
export const gameRegistrations = pgTable(
  'game_registrations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    teamName: text('team_name').notNull(),
    gameValue: text('game_value').notNull().default(''),
    /** The session's time as sent (BookingDate). */
    bookingDate: text('booking_date').notNull(),
    players: jsonb('players').$type<Array<{ PlayerEMail: string; PlayerName: string; Language: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The booking's order and slot when the registration came with a paid booking (players of a line). */
    orderId: integer('order_id').references(() => orders.id),
    slotId: integer('slot_id').references(() => planningSlots.id),
    /** When the session's results close: the booking time + 2 hours (spec §9, 'Players booking time adds 2 hours'). */
    resultsDueAt: timestamp('results_due_at', { withTimezone: true }),
    /** Results recorded by the track (best lap per player, milliseconds), by player name. */
    results: jsonb('results')
      .$type<Array<{ PlayerName: string; BestLapMs: number; Laps: number }>>()
      .notNull()
      .default([]),
    /** Set once the ranking e-mail went to the booker (after the send succeeded). */
    rankingSentAt: timestamp('ranking_sent_at', { withTimezone: true }),
    /** A sender's claim on the ranking e-mail; a claim older than `RANKING_CLAIM_SECONDS` is a crashed sender's. */
    rankingClaimedAt: timestamp('ranking_claimed_at', { withTimezone: true }),
    /** When a sender last tried the ranking e-mail without sending it (failed send, nothing to rank yet). */
    rankingTriedAt: timestamp('ranking_tried_at', { withTimezone: true }),
  },
  (t) => [
    index('game_registrations_client_idx').on(t.clientId),
    // The staff's results for a team (its session's time, its name) and a session's teams by slot (the rankings).
    index('game_registrations_team_idx').on(t.resultsDueAt, t.teamName),
    index('game_registrations_slot_idx').on(t.slotId),
    // The sweep's queue: rankings not sent, by when they last became due (a try that sent nothing requeues them).
    index('game_registrations_due_idx')
      .on(sql`coalesce(${t.rankingTriedAt}, ${t.resultsDueAt})`)
      .where(sql`${t.rankingSentAt} IS NULL`),
  ],
);
