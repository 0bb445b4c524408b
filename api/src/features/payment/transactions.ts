import crypto from 'node:crypto';
import moment from 'moment-timezone';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PARIS_TZ } from '../catalog/format';
import { slotHolds, transactions, type TransactionStatus } from '../../db/schema';
import { outcomeOfErrorCode } from './paybox-protocol';
import { releaseHolds } from './holds';

export type TransactionRow = typeof transactions.$inferSelect;

/** A client-proposed reference is kept only when it looks like one of ours (safe in URLs and PBX_CMD). */
export function isAcceptableReference(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{3,63}$/.test(value);
}

/** A fresh, unguessable order reference: PK-YYYYMMDD-XXXXXXXXXX (the park's day, in Paris). */
export function generateReference(now: Date): string {
  const day = moment(now).tz(PARIS_TZ).format('YYYYMMDD');
  return `PK-${day}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
}

export async function findTransaction(db: Db, reference: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference));
  return row;
}

/** The signed variables of a gateway answer (names from PBX_RETOUR). */
export interface GatewayAnswer {
  reference: string;
  amountCents: number;
  errorCode: string;
  authorization: string | null;
}

export function answerFromVars(vars: Record<string, string>): GatewayAnswer | null {
  const reference = vars.Ref;
  const amount = vars.Mt;
  const errorCode = vars.Erreur;
  if (!reference || !amount || !/^\d+$/.test(amount) || !errorCode || !/^\d{5}$/.test(errorCode)) return null;
  const auth = vars.Auto?.trim();
  return { reference, amountCents: Number(amount), errorCode, authorization: auth ? auth : null };
}

export type ApplyResult =
  | { kind: 'unknown-reference' }
  | { kind: 'amount-mismatch'; transaction: TransactionRow }
  | { kind: 'applied' | 'unchanged'; transaction: TransactionRow; late?: boolean };

/**
 * Applies a verified gateway answer. Pending moves to paid, refused or cancelled; a refusal or
 * cancellation releases the held places in the same database transaction. A paid transaction never
 * moves again (duplicates and any arrival order are harmless; a later refusal never overwrites paid).
 * A PAID answer for a refused, cancelled or expired transaction means the card was charged after all:
 * it becomes paid too, `paid_late_from` keeping the status it left (`late: true`), and settlement
 * then takes its places if they are all still free, else records it paid without places (refund).
 * `cancelHint`: the answer came back on the cancel URL (PBX_ANNULE).
 */
export async function applyAnswer(db: Db, answer: GatewayAnswer, now: Date, cancelHint = false): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.reference, answer.reference))
      .for('update');
    if (!current) return { kind: 'unknown-reference' as const };
    if (answer.amountCents !== current.amountCents) return { kind: 'amount-mismatch' as const, transaction: current };
    let outcome = outcomeOfErrorCode(answer.errorCode);
    if (outcome === 'refused' && cancelHint) outcome = 'cancelled';
    const late = current.status !== 'pending' && current.status !== 'paid' && outcome === 'paid';
    if (outcome === 'pending' || (current.status !== 'pending' && !late))
      return { kind: 'unchanged' as const, transaction: current };
    const [updated] = await tx
      .update(transactions)
      .set({
        status: outcome,
        errorCode: answer.errorCode,
        authorization: outcome === 'paid' ? answer.authorization : null,
        paidAt: outcome === 'paid' ? now : null,
        ...(late ? { paidLateFrom: current.status as NonNullable<TransactionRow['paidLateFrom']> } : {}),
        updatedAt: now,
      })
      .where(and(eq(transactions.reference, answer.reference), eq(transactions.status, current.status)))
      .returning();
    if (!updated) return { kind: 'unchanged' as const, transaction: current };
    if (outcome !== 'paid') await releaseHolds(tx, answer.reference, now);
    return { kind: 'applied' as const, transaction: updated, late };
  });
}

/**
 * The expiry sweep: pending transactions older than `olderThan` become expired and their holds
 * are released. Safe to run from several API processes at once.
 */
export async function expireStaleTransactions(db: Db, olderThan: Date, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(transactions)
      .set({ status: 'expired' satisfies TransactionStatus, updatedAt: now })
      .where(and(eq(transactions.status, 'pending'), lt(transactions.createdAt, olderThan)))
      .returning({ reference: transactions.reference });
    const refs = expired.map((r) => r.reference);
    if (refs.length > 0) {
      await tx
        .update(slotHolds)
        .set({ releasedAt: now })
        .where(and(inArray(slotHolds.reference, refs), isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt)));
    }
    return refs;
  });
}
