import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, passwordResets } from '../../db/schema';
import { hashSecret } from '../auth/password';
import { isZoneAccountAddress } from '../bar/zone-account';

/** A reset link is valid this many hours (the e-mail and the account area's form say so). */
export const RESET_LINK_HOURS = 1;
export const RESET_TTL_MS = RESET_LINK_HOURS * 3_600_000;

/** Reset tokens are 256-bit random values; only their SHA-256 is stored, so a database leak reveals none. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Creates a reset token for the account with this e-mail (case-insensitive), retiring any earlier
 * one still outstanding. Answers null when no account has this e-mail, and for the bar zones' reserved domain:
 * a zone's account has no password on purpose (a password would let its holder read every guest's orders, and
 * the zone's tablets would then be refused).
 */
export async function createResetToken(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<{ clientId: number; email: string; firstName: string | null; token: string } | null> {
  if (isZoneAccountAddress(email)) return null;
  const [client] = await db
    .select({ id: clients.id, email: clients.email, firstName: clients.firstName })
    .from(clients)
    .where(sql`lower(${clients.email}) = lower(${email.trim()})`);
  if (!client) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.clientId, client.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      clientId: client.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
  });
  return { clientId: client.id, email: client.email, firstName: client.firstName, token };
}

/**
 * Uses a reset token once: in one transaction, marks it used (only if unused, unexpired and issued
 * to this client) and sets the new password. Answers false when the token cannot be used.
 */
export async function consumeResetToken(
  db: Db,
  clientId: number,
  token: string,
  password: string,
  now: Date = new Date(),
): Promise<boolean> {
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          eq(passwordResets.clientId, clientId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length !== 1) return false;
    // A new credential version revokes every token signed before the reset.
    await tx
      .update(clients)
      .set({ passwordHash, credentialVersion: sql`${clients.credentialVersion} + 1`, updatedAt: now })
      .where(eq(clients.id, clientId));
    return true;
  });
}
