import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { App } from '../../app';
import type { OrderState } from '../../db/schema/sales';
import {
  activities,
  articles,
  barcodes,
  bookings,
  formulas,
  orderLines,
  orders,
  planningSlots,
  slotHolds,
  subscriptions,
  transactions,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { recordBarOrder } from '../bar/record';
import { sendConfirmationOnce, type EmailOutcome } from '../mailer/send-once';
import { newTicketCode, planSettlement, SettlementError, type ArticleInfo, type SlotInfo } from './plan';
import type { DbOrTx } from './places';
import { readSettlement } from './read-settlement';
import { refundReason } from './refund-reason';
import { takeAllPlaces } from './take-all-places';
import { registerPlayers } from '../karting/registrations';
import { readAccountBuyer } from '../orders/buyer-snapshot';
import { nextInvoiceNumber } from './invoice-number';

export { readSettlement };

export const NOT_PAID = "Le paiement de cette transaction n'est pas confirmé.";
export const UNKNOWN_TRANSACTION = 'Transaction inconnue.';
export const SETTLEMENT_BLOCKED =
  'Cette commande ne peut pas être enregistrée automatiquement ; notre service client va la traiter.';

export interface SettlementResult {
  idTicket: number;
  reference: string;
  clientId: number;
  /** True for the one call that created the order. */
  created: boolean;
  /** 'paid-without-places': paid, but a place was gone, so no ticket, booking or place at all (refund due). */
  state: OrderState;
  /** Ticket codes per order line, in basket order. */
  sales: Array<{ id: number; idArticle: number; qty: number; barcodeList: string[] }>;
  barcodes: string[];
  /** Places taken per slot (`shortfall` is always 0 now: an order takes all its places or none). */
  bookings: Array<{ id: number; idPlanning: number; qty: number; shortfall: number }>;
  subscriptions: number[];
  /** The e-mail outcome; null when sending failed (it will be retried by the next call). */
  email: EmailOutcome | null;
}

export interface SettleOptions {
  now?: Date;
  /** Skip the confirmation e-mail (the caller sends it itself). */
  skipEmail?: boolean;
}

/** Creates the order, tickets, bookings and subscriptions of a paid transaction, in one database transaction. */
async function createOrder(
  tx: DbOrTx,
  reference: string,
  now: Date,
): Promise<{ orderId: number; created: boolean; clientId: number }> {
  // The row lock on the transaction serialises every settler of this reference.
  const [t] = await tx.select().from(transactions).where(eq(transactions.reference, reference)).for('update');
  if (!t) throw new HttpError(404, UNKNOWN_TRANSACTION);
  const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
  if (existing) return { orderId: existing.id, created: false, clientId: t.clientId };
  if (t.status !== 'paid') throw new HttpError(409, NOT_PAID, 'NOT_PAID');

  const articleIds = [...new Set(t.lines.map((l) => l.id))];
  const slotIds = [...new Set(t.lines.flatMap((l) => l.slotIds))];
  const articleRows = articleIds.length
    ? await tx
        .select({ id: articles.id, name: articles.name, category: articles.category })
        .from(articles)
        .where(inArray(articles.id, articleIds))
    : [];
  const slotRows = slotIds.length
    ? await tx
        .select({
          id: planningSlots.id,
          startsAt: planningSlots.startsAt,
          endsAt: planningSlots.endsAt,
          activity: activities.name,
        })
        .from(planningSlots)
        .innerJoin(activities, eq(activities.aid, planningSlots.activityId))
        .where(inArray(planningSlots.id, slotIds))
    : [];
  const formulaRows = articleIds.length
    ? await tx
        .select({ article: formulas.article, code: formulas.code })
        .from(formulas)
        .where(inArray(formulas.article, articleIds))
    : [];
  const formulaCodes = new Map<number, string[]>();
  for (const f of formulaRows) {
    if (f.article === null || !f.code) continue;
    formulaCodes.set(f.article, [...(formulaCodes.get(f.article) ?? []), f.code]);
  }
  const [club] = await tx
    .select({ until: sql<Date | string | null>`max(${subscriptions.endsAt})` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.clientId, t.clientId),
        eq(subscriptions.kind, 'family-club'),
        eq(subscriptions.canceled, false),
      ),
    );
  const familyClubUntil = club?.until ? new Date(club.until) : null;
  let plan;
  try {
    plan = planSettlement({
      lines: t.lines,
      amountCents: t.amountCents,
      articles: new Map<number, ArticleInfo>(articleRows.map((a) => [a.id, a])),
      slots: new Map<number, SlotInfo>(slotRows.map((s) => [s.id, s])),
      formulaCodes,
      now,
      familyClubUntil,
    });
  } catch (err) {
    if (err instanceof SettlementError) {
      // Inconsistent stored data (an article or slot gone, amounts that do not add up): a person must look.
      throw new HttpError(409, `${SETTLEMENT_BLOCKED} (${err.message})`, 'SETTLEMENT_BLOCKED');
    }
    throw err;
  }

  // The invoice names the buyer as the account is now, whatever the account becomes (decision 0056).
  const buyer = await readAccountBuyer(tx, t.clientId, t.email);
  const inserted = await tx
    .insert(orders)
    .values({
      reference,
      clientId: t.clientId,
      createdAt: now,
      totalCents: plan.totalCents,
      email: t.email,
      type: t.type,
      summarize: t.summarize,
      buyer,
    })
    .onConflictDoNothing({ target: orders.reference })
    .returning({ id: orders.id });
  const order = inserted[0];
  if (!order) {
    const [raced] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
    if (!raced) throw new Error(`order of ${reference} vanished`);
    return { orderId: raced.id, created: false, clientId: t.clientId };
  }

  // All or nothing: every place, or no place, no line and no ticket (paid without places: refund).
  const taken = await takeAllPlaces(tx, plan.places, { reference, now });
  if (!taken.ok) {
    await tx
      .update(orders)
      .set({ state: 'paid-without-places', refundReason: refundReason(taken.missing, t) })
      .where(eq(orders.id, order.id));
    await tx
      .update(slotHolds)
      .set({ releasedAt: now })
      .where(and(eq(slotHolds.reference, reference), isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt)));
    return { orderId: order.id, created: true, clientId: t.clientId };
  }

  for (const line of plan.lines) {
    const [row] = await tx
      .insert(orderLines)
      .values({
        orderId: order.id,
        position: line.position,
        articleId: line.articleId,
        tariffId: line.tariffId,
        label: line.label,
        description: line.description,
        qty: line.qty,
        unitPriceCents: line.unitPriceCents,
        originalUnitPriceCents: line.originalUnitPriceCents,
        promoCode: line.promoCode,
        slotId: line.slotId,
        startsAt: line.startsAt,
        spectators: line.spectators,
        details: line.details,
      })
      .returning({ id: orderLines.id });
    if (!row) throw new Error('order line not inserted');
    if (line.tickets.length) {
      await tx
        .insert(barcodes)
        .values(line.tickets.map((ticket) => ({ code: newTicketCode(), orderLineId: row.id, ...ticket })));
    }
    await registerPlayers(tx, { orderId: order.id, clientId: t.clientId, line });
    if (line.subscription) {
      await tx.insert(subscriptions).values({
        clientId: t.clientId,
        orderLineId: row.id,
        articleId: line.articleId,
        accessLabel: line.label,
        kind: line.subscription.kind,
        months: line.subscription.months,
        noLimit: line.subscription.noLimit,
        startsAt: line.subscription.start,
        endsAt: line.subscription.end,
      });
    }
  }

  for (const { slotId, qty, notes } of plan.places) {
    await tx
      .insert(bookings)
      .values({ slotId, orderId: order.id, clientId: t.clientId, qty, email: t.email, notes, createdAt: now });
  }
  await tx
    .update(slotHolds)
    .set({ consumedAt: now })
    .where(and(eq(slotHolds.reference, reference), isNull(slotHolds.consumedAt)));
  if (t.summarize === 'snaking') {
    const paidAt = t.paidAt ?? now;
    await recordBarOrder(tx, {
      orderId: order.id,
      reference,
      clientId: t.clientId,
      email: t.email,
      lines: t.lines,
      totalCents: plan.totalCents,
      paidAt,
    });
  }
  // Last, so that the counter's row stays locked for the shortest time: only a confirmed order has an invoice.
  const invoiceNumber = await nextInvoiceNumber(tx);
  await tx.update(orders).set({ invoiceNumber }).where(eq(orders.id, order.id));
  return { orderId: order.id, created: true, clientId: t.clientId };
}

/**
 * Settles a PAID transaction exactly once, whoever calls first (IPN, browser return, retries): one
 * database transaction creates the order and its lines, a ticket per person per line, the bookings
 * (taking the places held by this reference, never beyond places_max) and the subscriptions; then the
 * confirmation e-mail is sent once. All or nothing: when one slot can no longer give its places, the
 * order is recorded `paid-without-places` (amount kept, no line, ticket, booking or place) and the
 * e-mail sent once is the refund notice. Every later or concurrent call gets the same order back.
 * 404 for an unknown reference, 409 when the transaction is not paid.
 */
export async function settleTransaction(
  app: App,
  reference: string,
  options: SettleOptions = {},
): Promise<SettlementResult> {
  const now = options.now ?? new Date();
  let settled: { orderId: number; created: boolean };
  try {
    settled = await app.db.transaction((tx) => createOrder(tx, reference, now));
  } catch (err) {
    if (err instanceof HttpError && err.code === 'SETTLEMENT_BLOCKED')
      app.log.error({ err, reference }, 'paid transaction cannot be settled: staff follow-up');
    throw err;
  }
  const { orderId, created } = settled;
  if (created) app.log.info({ reference, orderId }, 'transaction settled');
  let email: EmailOutcome | null = null;
  if (!options.skipEmail) {
    try {
      email = await sendConfirmationOnce(app, orderId);
    } catch (err) {
      app.log.error({ err, reference, orderId }, 'confirmation e-mail failed; the next call will retry');
    }
  }
  const result = await readSettlement(app, orderId);
  if (created && result.state === 'paid-without-places')
    app.log.warn(
      { reference, orderId },
      'paid without places (a slot was full or gone): refund due, see `admin refunds`',
    );
  return { ...result, created, email };
}
