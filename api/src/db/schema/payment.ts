import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';

/** One line as the server priced it (what the payment, the order and the bookings are built from). */
export interface PricedLine {
  /** Article id. */
  id: number;
  idTariff: number;
  /** Quantity. */
  counter: number;
  /** Unit price from the tariff, cents, before the promo code. */
  unitCents: number;
  /** Unit price after the promo code, cents. */
  finalUnitCents: number;
  /** finalUnitCents x counter. */
  totalCents: number;
  /** The promo code applied to this line (label) and its percentage, if any. */
  promoCode: string | null;
  percentage: number;
  /** The 360 Family Club member discount applied before the promo code, percent (absent: none). */
  memberPercentage?: number;
  /** The formula's online promotion taken before it (the bowling offer), percent. */
  promotionPercentage?: number;
  articleName: string;
  tariffName: string;
  /** Slots booked by this line (planning ids). */
  idPlanning: number | null;
  slotIds: number[];
  /** The line's checked details: pid, type, spectateurs, accessStart, players, anniversaires, ZONE, TABLE. */
  client: Record<string, unknown>;
  /** What the catalogue says the line is (activity, pack, equipment, accessory, subscription...). */
  kind?: string;
  /** The formula the line was sold under. */
  fid?: number | null;
  /** Places held and taken on each of its slots (the counter, or a whole arena). */
  places?: number;
  /** The line's text on the order, e-mail and invoice, from the catalogue. */
  description?: string;
}

export type TransactionStatus = 'pending' | 'paid' | 'refused' | 'cancelled' | 'expired';

/**
 * A payment attempt through the gateway; `reference` is PBX_CMD. pending -> paid|refused|cancelled|expired;
 * a late PAID answer also moves refused|cancelled|expired -> paid (`paid_late_from`); paid never moves.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /**
     * A table's guest (decision 0045): the `gid` of the zone sign-in that started the payment, which alone may read
     * it back among the zone's shared account's payments. Null for a signed-in person's payment.
     */
    guestId: text('guest_id'),
    email: text('email').notNull(),
    /** 'SUBSCRIPTION' | 'ACTIVITY' */
    type: text('type').notNull(),
    /** 'summarize' | 'snaking' */
    summarize: text('summarize').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<PricedLine[]>().notNull(),
    /** Labels of the promo codes the client applied. */
    promoCodes: jsonb('promo_codes').$type<string[]>().notNull().default([]),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    /** Paybox error code of the answer (00000 on success). */
    errorCode: text('error_code'),
    /** Authorisation number given by the bank on success. */
    authorization: text('authorization'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why the transaction left pending other than by a gateway answer, e.g. `superseded by <reference>` (a new basket). */
    statusReason: text('status_reason'),
    /** Set when a PAID answer arrived after the transaction was refused, cancelled or expired: that earlier status. */
    paidLateFrom: text('paid_late_from').$type<Exclude<TransactionStatus, 'pending' | 'paid'>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_reference_uq').on(t.reference),
    index('transactions_client_idx').on(t.clientId),
    index('transactions_pending_idx').on(t.status, t.createdAt),
    check('transactions_status_ck', sql`${t.status} in ('pending','paid','refused','cancelled','expired')`),
    check('transactions_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
