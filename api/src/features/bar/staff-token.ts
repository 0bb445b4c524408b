import crypto from 'node:crypto';

/**
 * The bar's own tokens, apart from the visitors' bearer tokens (another format and another key, so a
 * visitor's token is never a staff token and the other way round):
 * - 'staff': the bar staff, from the staff code (bar screen, tablet pairing, product availability);
 * - 'tablet': a paired tablet (its zone and table), good only for the zone's sign-in.
 * Each carries a fingerprint of the staff code: changing the code revokes them all.
 */
export type BarTokenClaims =
  { role: 'staff'; exp: number; k: string } | { role: 'tablet'; zone: number; table: number; exp: number; k: string };

export const STAFF_TTL_SECONDS = 12 * 3600;
export const TABLET_TTL_SECONDS = 365 * 24 * 3600;

export function codeFingerprint(code: string): string {
  return crypto.createHash('sha256').update(`bar-staff-code:${code}`).digest('base64url').slice(0, 16);
}

/** The key of the bar's tokens, derived from the API's token secret (shared by every process). */
export function barKey(tokenSecret: string): Buffer {
  return crypto.createHmac('sha256', tokenSecret).update('park-bar-tokens').digest();
}

export function signBarToken(claims: BarTokenClaims, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = crypto.createHmac('sha256', key).update(body).digest('base64url');
  return `bar.${body}.${mac}`;
}

/** The claims of a well-signed, unexpired token made with the current staff code, else null. */
export function verifyBarToken(
  token: string,
  key: Buffer,
  fingerprint: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): BarTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'bar') return null;
  const [, body = '', mac = ''] = parts;
  const expected = crypto.createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let claims: BarTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as BarTokenClaims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.k !== fingerprint) return null;
  if (claims.role !== 'staff' && claims.role !== 'tablet') return null;
  return claims;
}

/** Compares a typed code with the configured one in constant time. */
export function codeMatches(given: string, configured: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(configured).digest();
  return configured.length > 0 && crypto.timingSafeEqual(a, b);
}
