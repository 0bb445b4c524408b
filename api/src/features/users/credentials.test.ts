import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema';
import {
  createTestApp,
  createTestApps,
  notePostgresSkipped,
  testDatabases,
  type TestContext,
} from '../../test/test-app';
import type { App } from '../../app';
import { createResetToken } from '../password-reset/tokens';
import { auth, freshAddress, registerAndSignIn } from './test-helpers';

const WRONG_PASSWORD = 'Le mot de passe ne correspond pas.';
const SESSION_INVALID = "La session a expiré ou n'est pas valide.";

const getMe = (app: App, id: number, token: string) =>
  app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth(token) });
const put = (app: App, id: number, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: auth(token), payload, remoteAddress: freshAddress() });
const signIn = async (app: App, email: string, password: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
  return res.json().token as string;
};

notePostgresSkipped();

describe.each(testDatabases())('credentials on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  describe('every profile change requires the current password', () => {
    it.each([
      ['a name', { firstName: 'Pirate' }],
      ['an address', { address: '1 rue du Vol', city: 'Ailleurs' }],
      ['the contact preferences', { contactSMS: 0, contactEmail: 0 }],
      ['the e-mail', { email: 'pirate@exemple.fr' }],
      ['the password', { password: 'nouveaumotdepasse' }],
    ])('refuses %s with a wrong or missing current password, and changes nothing', async (_what, change) => {
      const me = await registerAndSignIn(ctx.app);
      const [before] = await ctx.app.db.select().from(clients).where(eq(clients.id, me.id));
      for (const currentPassword of ['pasbon123', '', undefined]) {
        const res = await put(ctx.app, me.id, me.token, { ...change, currentPassword });
        expect([res.statusCode, res.json().message]).toEqual([400, WRONG_PASSWORD]);
      }
      const [after] = await ctx.app.db.select().from(clients).where(eq(clients.id, me.id));
      expect(after).toEqual(before);
    });

    it('stops a stolen token from guessing the current password (10 wrong answers per 15 minutes)', async () => {
      const me = await registerAndSignIn(ctx.app);
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1)
        codes.push((await put(ctx.app, me.id, me.token, { firstName: 'X', currentPassword: `essai-${i}` })).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });

  describe('a password change revokes earlier tokens', () => {
    it('through PUT /api/users/{id}: every earlier token is refused, the answer carries a fresh one', async () => {
      const me = await registerAndSignIn(ctx.app);
      const otherDevice = await signIn(ctx.app, me.email, me.password);
      // Another change keeps the sessions (and needs no new token).
      const named = await put(ctx.app, me.id, me.token, { firstName: 'Camila', currentPassword: me.password });
      expect([named.statusCode, named.json().user.firstName, named.json().token]).toEqual([200, 'Camila', undefined]);
      expect((await getMe(ctx.app, me.id, otherDevice)).statusCode).toBe(200);
      const res = await put(ctx.app, me.id, me.token, { password: 'nouveaumotdepasse', currentPassword: me.password });
      expect(res.statusCode).toBe(200);
      const fresh = res.json().token as string;
      expect(typeof fresh).toBe('string');
      for (const old of [me.token, otherDevice]) {
        const refused = await getMe(ctx.app, me.id, old);
        expect([refused.statusCode, refused.json().message]).toEqual([401, SESSION_INVALID]);
      }
      expect((await getMe(ctx.app, me.id, fresh)).statusCode).toBe(200);
      expect((await getMe(ctx.app, me.id, await signIn(ctx.app, me.email, 'nouveaumotdepasse'))).statusCode).toBe(200);
    });

    it('through POST /api/setNewPassword (reset by e-mail)', async () => {
      const me = await registerAndSignIn(ctx.app);
      const reset = await createResetToken(ctx.app.db, me.email);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/setNewPassword',
        payload: { idClient: me.id, password: 'reinitialise2026', token: reset!.token },
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect((await getMe(ctx.app, me.id, me.token)).statusCode).toBe(401);
      expect((await getMe(ctx.app, me.id, await signIn(ctx.app, me.email, 'reinitialise2026'))).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases())('revocation across API processes on %s', (kind) => {
  it('a token signed by one process is refused by another once the password changed there', async () => {
    const { apps, close } = await createTestApps(kind, 2);
    try {
      const [a, b] = apps as [App, App];
      const me = await registerAndSignIn(a);
      expect((await getMe(b, me.id, me.token)).statusCode).toBe(200);
      const res = await put(b, me.id, me.token, { password: 'nouveaumotdepasse', currentPassword: me.password });
      expect(res.statusCode).toBe(200);
      expect((await getMe(a, me.id, me.token)).statusCode).toBe(401);
      expect((await getMe(a, me.id, res.json().token)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
