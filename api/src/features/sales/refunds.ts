import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, orders, transactions } from '../../db/schema';

/**
 * The staff's operations list: orders paid without places (a slot was gone when the payment
 * settled; nothing was booked) whose refund through the gateway's back office is still to be done.
 */

export class RefundError extends Error {}

export interface RefundDue {
  orderId: number;
  reference: string;
  clientId: number;
  clientName: string;
  email: string;
  amountCents: number;
  paidAt: Date | null;
  reason: string;
}

export async function listRefundsDue(db: Db): Promise<RefundDue[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      reference: orders.reference,
      clientId: orders.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: orders.email,
      amountCents: orders.totalCents,
      paidAt: transactions.paidAt,
      reason: orders.refundReason,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(transactions, eq(transactions.reference, orders.reference))
    .where(and(eq(orders.state, 'paid-without-places'), isNull(orders.refundedAt)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ firstName, lastName, reason, ...r }) => ({
    ...r,
    clientName: [firstName, lastName].filter((p) => p && p.trim()).join(' '),
    reason: reason ?? '',
  }));
}

export interface RefundMark {
  reference: string;
  refundedAt: Date;
  /** False when it had already been marked (the command is idempotent). */
  changed: boolean;
}

/** Marks a paid-without-places order refunded (idempotent); refuses unknown references and confirmed orders. */
export async function markRefunded(db: Db, reference: string, now: Date): Promise<RefundMark> {
  const [updated] = await db
    .update(orders)
    .set({ refundedAt: now })
    .where(and(eq(orders.reference, reference), eq(orders.state, 'paid-without-places'), isNull(orders.refundedAt)))
    .returning({ refundedAt: orders.refundedAt });
  if (updated?.refundedAt) return { reference, refundedAt: updated.refundedAt, changed: true };
  const [order] = await db
    .select({ state: orders.state, refundedAt: orders.refundedAt })
    .from(orders)
    .where(eq(orders.reference, reference));
  if (!order) {
    const [t] = await db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.reference, reference));
    throw new RefundError(
      t
        ? `La transaction ${reference} (${t.status}) n'a pas de commande : aucun remboursement n'est dû.`
        : `Référence inconnue : ${reference}.`,
    );
  }
  if (order.state !== 'paid-without-places')
    throw new RefundError(
      `La commande ${reference} est confirmée (billets émis, places prises) : aucun remboursement n'est dû.`,
    );
  if (!order.refundedAt) throw new Error(`order ${reference}: refund mark not written`);
  return { reference, refundedAt: order.refundedAt, changed: false };
}
