import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { hashSecret, needsRehash, verifySecret } from './password';

export type SignInResult =
  { ok: true; id: number; type: number; cv: number } | { ok: false; reason: 'invalid' | 'company-pending' };

/**
 * Checks credentials. An identifier with an '@' is an e-mail checked against the password; without,
 * it is an approved company's identifier checked against its access code. A company still waiting for
 * approval cannot sign in. Unknown accounts cost the same time as known ones.
 */
export async function checkCredentials(db: Db, identifier: string, secret: string): Promise<SignInResult> {
  const login = identifier.trim();
  if (login.includes('@')) {
    const [row] = await db
      .select({
        id: clients.id,
        type: clients.type,
        hash: clients.passwordHash,
        status: clients.companyStatus,
        cv: clients.credentialVersion,
      })
      .from(clients)
      .where(sql`lower(${clients.email}) = lower(${login})`);
    if (!(await verifySecret(secret, row?.hash)) || !row) return { ok: false, reason: 'invalid' };
    if (row.type === 2 && row.status !== 'approved') return { ok: false, reason: 'company-pending' };
    if (row.hash && needsRehash(row.hash)) {
      await db
        .update(clients)
        .set({ passwordHash: await hashSecret(secret) })
        .where(eq(clients.id, row.id));
    }
    return { ok: true, id: row.id, type: row.type, cv: row.cv };
  }
  const [row] = await db
    .select({
      id: clients.id,
      type: clients.type,
      hash: clients.companyAccessHash,
      status: clients.companyStatus,
      cv: clients.credentialVersion,
    })
    .from(clients)
    .where(eq(clients.companyLogin, login.toUpperCase()));
  if (!(await verifySecret(secret, row?.hash)) || !row || row.status !== 'approved')
    return { ok: false, reason: 'invalid' };
  return { ok: true, id: row.id, type: row.type, cv: row.cv };
}
