import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** Invoice links opened by the browser (no Authorization header) carry a short-lived signature instead. */
export const INVOICE_LINK_SECONDS = 300;
const SETTING_KEY = 'invoice_link_secret';

/** A secret for invoice links only (not the bearer-token secret): generated once, shared through the database. */
export async function invoiceLinkSecret(db: Db): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: SETTING_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('invoice link secret could not be stored');
  return row.value;
}

function mac(secret: string, orderId: number, clientId: number, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`invoice:${orderId}:${clientId}:${expires}`).digest('base64url');
}

/** `expires.signature` for one order of one client. */
export function signInvoiceAccess(
  secret: string,
  orderId: number,
  clientId: number,
  now = Date.now(),
  ttlSeconds = INVOICE_LINK_SECONDS,
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${expires}.${mac(secret, orderId, clientId, expires)}`;
}

/** Whether an access value is a valid, unexpired signature for that order and client. */
export function verifyInvoiceAccess(
  secret: string,
  access: string,
  orderId: number,
  clientId: number,
  now = Date.now(),
): boolean {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access);
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, orderId, clientId, expires));
  const given = Buffer.from(m[2] as string);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
