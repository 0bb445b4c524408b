import { signedOutSession } from './session-store';
import { createPersistentStore } from './store';
import { keepSessionCookie, sessionCookieFor, tokenLifetime, tokenSubject } from './session-cookie';
import { isSessionState } from './session-store';
import type { CurrentUser, SessionState } from '../types';

const NOW = Date.UTC(2026, 10, 27, 12);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2lnbmF0dXJl`;
const TOKEN = jwt({ sub: 42, type: 0, exp: NOW / 1000 + 3600 });
const user = { id: 42, type: 0, firstName: 'Marie', lastName: 'Durand' } as unknown as CurrentUser;
const signedIn: SessionState = {
  ...signedOutSession,
  token: TOKEN,
  clientId: 42,
  signInType: 'normal',
  currentUser: user,
};

describe('the token a session cookie holds', () => {
  it("reads the client id and the remaining lifetime of the API's token", () => {
    expect(tokenSubject(TOKEN)).toBe(42);
    expect(tokenSubject(jwt({ sub: '7' }))).toBe(7);
    expect(tokenLifetime(TOKEN, NOW)).toBe(3600);
  });

  it('reads nothing from what is not a live token', () => {
    for (const bad of ['', 'abc', 'a.b', `${TOKEN}.x`, jwt({ sub: -1 }), jwt({ sub: 'x' }), jwt([1]), 'a.%%%.c']) {
      expect(tokenSubject(bad)).toBeNull();
    }
    expect(tokenLifetime(jwt({ sub: 1, exp: NOW / 1000 - 1 }), NOW)).toBeNull();
    expect(tokenLifetime(jwt({ sub: 1 }), NOW)).toBeNull();
    expect(tokenSubject(jwt({ sub: 1, pad: 'x'.repeat(3000) }))).toBeNull();
  });
});

describe('sessionCookieFor', () => {
  it('holds a signed-in client’s token until it expires, for this site only', () => {
    expect(sessionCookieFor(signedIn, { nowMs: NOW, secure: true })).toBe(
      `park_session=${TOKEN}; Max-Age=3600; Path=/; Secure; SameSite=Strict`,
    );
    expect(sessionCookieFor(signedIn, { nowMs: NOW, secure: false })).not.toContain('Secure');
  });

  it('removes the cookie when nobody is signed in, for an anonymous purchase, or a token not the client’s', () => {
    const removed = 'park_session=; Max-Age=0; Path=/; SameSite=Strict';
    expect(sessionCookieFor(signedOutSession, { nowMs: NOW, secure: false })).toBe(removed);
    expect(sessionCookieFor({ ...signedIn, signInType: 'anonyme' }, { nowMs: NOW, secure: false })).toBe(removed);
    expect(sessionCookieFor({ ...signedIn, clientId: 43 }, { nowMs: NOW, secure: false })).toBe(removed);
    expect(sessionCookieFor(signedIn, { nowMs: NOW + 3_600_000, secure: false })).toBe(removed);
  });
});

describe('keepSessionCookie', () => {
  it('writes the cookie at once, at sign-out removes it, and writes only what changed', () => {
    const store = createPersistentStore<SessionState>({
      name: 'cookie-test',
      version: 1,
      initial: signedOutSession,
      isValid: isSessionState,
      storage: null,
    });
    store.set(signedIn);
    const written: string[] = [];
    const doc = {
      location: { protocol: 'http:' },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    const subscription = keepSessionCookie(store, doc, () => NOW);
    store.update((draft) => {
      draft.returnTo = '/panier'; // the same token: nothing written again
    });
    store.reset();
    subscription.unsubscribe();
    expect(written).toEqual([
      `park_session=${TOKEN}; Max-Age=3600; Path=/; SameSite=Strict`,
      'park_session=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });
});
