import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { App } from '../../app';
import { barOrders, orderLines, orders, subscriptions } from '../../db/schema';
import { sendMail, type MailMessage } from '../../mail';
import { loadOrderDetails } from '../orders/details';
import { renderConfirmation } from './confirmation';
import { loadLineKinds } from './line-kinds';
import { renderTableReceipt } from './receipt';
import { renderRefundNotice } from './refund-notice';
import { loadRefundNotice } from './refund-notice-data';

/** How long a sender's claim on an e-mail holds before another sender may try again (crash safety). */
export const EMAIL_CLAIM_SECONDS = 120;

export interface EmailOutcome {
  /** The confirmation has been sent (now or before), or is being sent by a concurrent call. */
  sent: boolean;
  alreadySent: boolean;
}

async function confirmation(app: App, orderId: number, summarize: string): Promise<MailMessage> {
  const details = await loadOrderDetails(app.db, orderId);
  if (!details) throw new Error(`order ${orderId} not found`);
  if (summarize === 'snaking') {
    const [bar] = await app.db
      .select({ zone: barOrders.zoneName, table: barOrders.tableName })
      .from(barOrders)
      .where(eq(barOrders.orderId, orderId));
    if (bar) return renderTableReceipt(details, { parkName: app.config.parkName, ...bar });
  }
  const bought = await app.db
    .selectDistinct({ kind: subscriptions.kind })
    .from(subscriptions)
    .innerJoin(orderLines, eq(orderLines.id, subscriptions.orderLineId))
    .where(eq(orderLines.orderId, orderId));
  return renderConfirmation(details, {
    accountUrl: app.config.accountUrl,
    subscriptionKinds: bought.map((b) => b.kind),
    lineKinds: await loadLineKinds(app.db, details),
    parkName: app.config.parkName,
    snacking: summarize === 'snaking',
  });
}

async function refundMessage(app: App, orderId: number): Promise<MailMessage> {
  const notice = await loadRefundNotice(app.db, orderId);
  if (!notice) throw new Error(`order ${orderId} not found`);
  return renderRefundNotice(notice, { siteUrl: app.config.siteUrl, parkName: app.config.parkName });
}

/**
 * Sends the order's e-mail once: the confirmation, or the refund notice of a paid-without-places
 * order. A sender first claims the order (a conditional UPDATE, so exactly one concurrent caller
 * wins), sends, then marks `emailed_at`. A failed send releases the claim so that a later call
 * (retry, IPN, browser) sends it; a crashed sender's claim expires.
 */
export async function sendConfirmationOnce(app: App, orderId: number, now = new Date()): Promise<EmailOutcome> {
  const staleBefore = new Date(now.getTime() - EMAIL_CLAIM_SECONDS * 1000);
  const claimed = await app.db
    .update(orders)
    .set({ emailClaimedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.emailedAt),
        or(isNull(orders.emailClaimedAt), lt(orders.emailClaimedAt, staleBefore)),
      ),
    )
    .returning({ id: orders.id, summarize: orders.summarize, state: orders.state });
  const claim = claimed[0];
  if (!claim) {
    const [row] = await app.db
      .select({ emailedAt: orders.emailedAt, emailClaimedAt: orders.emailClaimedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${orderId} not found`);
    return { sent: row.emailedAt !== null || row.emailClaimedAt !== null, alreadySent: true };
  }
  try {
    const message =
      claim.state === 'paid-without-places'
        ? await refundMessage(app, orderId)
        : await confirmation(app, orderId, claim.summarize);
    await sendMail(app, message);
    await app.db.update(orders).set({ emailedAt: new Date() }).where(eq(orders.id, orderId));
    return { sent: true, alreadySent: false };
  } catch (err) {
    await app.db
      .update(orders)
      .set({ emailClaimedAt: null })
      .where(and(eq(orders.id, orderId), isNull(orders.emailedAt)));
    throw err;
  }
}
