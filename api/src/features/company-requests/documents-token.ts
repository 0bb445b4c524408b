import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * A company that has just asked for an account cannot sign in yet (pending): the registration answer
 * gives it a short-lived signed token to send its documents with at once, and the acknowledgement e-mail a
 * link with a longer-lived one (DOCUMENTS_LINK_SECONDS) to send them later (skipped, failed, page closed).
 * Both are signed the same way, for one client; neither is a bearer token (their own secret and purpose):
 * they open nothing else, and the upload route takes them only while the request is pending.
 */
export const DOCUMENTS_TOKEN_SECONDS = 60 * 60;
/** The acknowledgement e-mail's link: a week, long enough to gather a Kbis or a CSE proof. */
export const DOCUMENTS_LINK_DAYS = 7;
export const DOCUMENTS_LINK_SECONDS = DOCUMENTS_LINK_DAYS * 24 * 60 * 60;
const SETTING_KEY = 'company_documents_secret';

export async function documentsSecret(db: Db): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: SETTING_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('company documents secret could not be stored');
  return row.value;
}

function mac(secret: string, clientId: number, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`company-documents:${clientId}:${expires}`).digest('base64url');
}

export function signDocumentsToken(
  secret: string,
  clientId: number,
  now = Date.now(),
  ttl = DOCUMENTS_TOKEN_SECONDS,
): string {
  const expires = Math.floor(now / 1000) + ttl;
  return `${expires}.${mac(secret, clientId, expires)}`;
}

export function verifyDocumentsToken(secret: string, token: string, clientId: number, now = Date.now()): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, clientId, expires));
  const given = Buffer.from(m[2] as string);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
