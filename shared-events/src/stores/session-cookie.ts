// The site's session cookie (decision 0040): the signed-in client's token, copied from the session store so that
// the site's server can draw the pages behind sign-in (the account) with the client's answers. The API never reads
// it (it trusts only the bearer header: no request can be forged with it); the site's server only forwards it, as a
// bearer header, to the area drawing the page. SameSite=Strict: another site's link or form never carries it.
import type { Subscription } from 'rxjs';
import type { SessionState } from '../types';
import type { Store } from './store';
import { sessionStore } from './session-store';

/** The cookie's name; the site's server reads the same (shared-events/build/first-screen.cjs). */
export const SESSION_COOKIE = 'park_session';

/** A JWT's three base64url parts. */
const JWT = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;
/** A token longer than this is not one the API signs: never copied. */
const MAX_TOKEN_LENGTH = 2048;

/** A JWT's payload (not verified: the API verifies the token on every call), or null. */
function payloadOf(token: string): Record<string, unknown> | null {
  const part = token.length <= MAX_TOKEN_LENGTH ? JWT.exec(token)?.[1] : undefined;
  if (!part) return null;
  try {
    const text = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The client id a token names (its `sub`), or null. */
export function tokenSubject(token: string): number | null {
  const sub = payloadOf(token)?.sub;
  const id = typeof sub === 'number' ? sub : typeof sub === 'string' && /^\d{1,15}$/.test(sub) ? Number(sub) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The whole seconds a token is still valid for (its `exp`), or null when it has none, is unreadable or expired. */
export function tokenLifetime(token: string, nowMs: number): number | null {
  const exp = payloadOf(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const seconds = Math.floor(exp - nowMs / 1000);
  return seconds > 0 ? seconds : null;
}

/** The token the cookie should hold for a session: a signed-in client's (not an anonymous purchase's), or null. */
export function cookieToken(session: SessionState): string | null {
  if (!session.token || !session.currentUser || session.signInType === 'anonyme') return null;
  return tokenSubject(session.token) === session.clientId ? session.token : null;
}

/**
 * The `document.cookie` assignment for a session: the token until it expires, or the cookie's removal. `secure`
 * on an https page (a browser refuses nothing on http://localhost, but the cookie must not travel in clear). Written
 * here rather than with a cookie library (the server reads it with one): the value is a JWT's characters only
 * (`cookieToken`), nothing to encode, and every page of the site would carry the library (+1.2 KB, decision 0040).
 */
export function sessionCookieFor(session: SessionState, options: { nowMs: number; secure: boolean }): string {
  const token = cookieToken(session);
  const lifetime = token ? tokenLifetime(token, options.nowMs) : null;
  const [value, maxAge] = token && lifetime ? [token, lifetime] : ['', 0];
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; ${options.secure ? 'Secure; ' : ''}SameSite=Strict`;
}

/**
 * Keeps the cookie equal to the session, from now on: at once (a session stored before the cookie existed), at
 * sign-in and sign-out, when the session expires, when another tab changes it. The site's shell calls it once;
 * an area's own page (another origin) does not.
 */
export function keepSessionCookie(
  store: Store<SessionState> = sessionStore,
  doc: Document = document,
  now: () => number = Date.now,
): Subscription {
  let written: string | null = null;
  return store.state$.subscribe((session) => {
    const cookie = sessionCookieFor(session, { nowMs: now(), secure: doc.location?.protocol === 'https:' });
    const value = cookie.split(';')[0] ?? '';
    if (value === written) return;
    written = value;
    doc.cookie = cookie;
  });
}
