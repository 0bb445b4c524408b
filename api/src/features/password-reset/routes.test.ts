import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barZones, passwordResets } from '../../db/schema';
import { zoneAccountEmail, zoneClient } from '../bar/zone-account';
import { listOutbox, readOutboxMessage } from '../../mail';
import { freshAddress, registerAndSignIn } from '../users/test-helpers';
import { createResetToken, hashToken } from './tokens';

notePostgresSkipped();

const INVALID = "La session a expiré ou n'est pas valide.";

describe.each(testDatabases())('password reset on %s', (kind) => {
  let ctx: TestContext;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-outbox-'));
    ctx = await createTestApp(kind, {
      outboxDir,
      siteUrl: 'https://parc.example',
      accountUrl: 'https://compte.parc.example',
    } as never);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const request = (email: string, remoteAddress = freshAddress()) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/requestPasswordReset', payload: { email }, remoteAddress });
  const setNew = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/setNewPassword', payload, remoteAddress: freshAddress() });
  const signIn = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress: freshAddress(),
    });

  /** The reset link of the last mail sent to this address. */
  async function lastLink(to: string): Promise<URL> {
    const entries = (await listOutbox(outboxDir)).filter((e) => e.to.includes(to));
    expect(entries.length).toBeGreaterThan(0);
    const newest = entries.sort((a, b) => (a.id < b.id ? 1 : -1))[0]!;
    const message = await readOutboxMessage(outboxDir, newest.id);
    expect(message?.subject).toBe('Réinitialisation de votre mot de passe');
    const match = /https:\/\/compte\.parc\.example\/setPassword\?[^\s"<]+/.exec(message?.text ?? '');
    expect(match).not.toBeNull();
    return new URL(match![0].replace(/&amp;/g, '&'));
  }

  it('mails a single-use link that sets a new password', async () => {
    const me = await registerAndSignIn(ctx.app);
    const res = await request(me.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });

    const link = await lastLink(me.email);
    expect(link.pathname).toBe('/setPassword');
    expect(link.searchParams.get('idClient')).toBe(String(me.id));
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the hash is stored.
    const rows = await ctx.app.db.select().from(passwordResets).where(eq(passwordResets.clientId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const ok = await setNew({ idClient: String(me.id), password: 'toutneuf2026', token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ result: true, message: 'Votre mot de passe a été bien modifié.' });
    expect((await signIn(me.email, 'toutneuf2026')).statusCode).toBe(200);
    expect((await signIn(me.email, me.password)).statusCode).toBe(401);

    const again = await setNew({ idClient: me.id, password: 'encoreautre1', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('answers 200 and sends nothing for an unknown e-mail', async () => {
    const before = (await listOutbox(outboxDir)).length;
    const res = await request('personne@nulle-part.fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect((await listOutbox(outboxDir)).length).toBe(before);
  });

  it('sends no link for a bar zone’s account, which has no password on purpose', async () => {
    const [zone] = await ctx.app.db.insert(barZones).values({ name: 'Terrasse' }).returning();
    const clientId = await zoneClient(ctx.app.db, zone!.id);
    const before = (await listOutbox(outboxDir)).length;
    for (const email of [zoneAccountEmail(zone!.id), ` ${zoneAccountEmail(zone!.id).toUpperCase()} `]) {
      const res = await request(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: true });
    }
    expect((await listOutbox(outboxDir)).length).toBe(before);
    expect(await ctx.app.db.select().from(passwordResets).where(eq(passwordResets.clientId, clientId!))).toEqual([]);
  });

  it('refuses a wrong token, another client’s token, and a short password', async () => {
    const a = await registerAndSignIn(ctx.app);
    const b = await registerAndSignIn(ctx.app);
    await request(a.email);
    const token = (await lastLink(a.email)).searchParams.get('token')!;
    for (const payload of [
      { idClient: a.id, password: 'toutneuf2026', token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') },
      { idClient: b.id, password: 'toutneuf2026', token },
      { idClient: 999999, password: 'toutneuf2026', token },
    ]) {
      const res = await setNew(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID);
    }
    const short = await setNew({ idClient: a.id, password: 'court', token });
    expect(short.json().message).toBe('Le mot de passe doit comporter au moins 8 caractères');
    // The token survived the failed attempts.
    expect((await setNew({ idClient: a.id, password: 'toutneuf2026', token })).statusCode).toBe(200);
    expect((await setNew({ idClient: 'abc', password: 'toutneuf2026', token })).statusCode).toBe(400);
  });

  it('refuses an expired token and retires older tokens when a new one is asked for', async () => {
    const me = await registerAndSignIn(ctx.app);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    const old = await createResetToken(ctx.app.db, me.email, twoHoursAgo);
    const expired = await setNew({ idClient: me.id, password: 'toutneuf2026', token: old!.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID);

    const first = await createResetToken(ctx.app.db, me.email);
    const second = await createResetToken(ctx.app.db, me.email);
    expect((await setNew({ idClient: me.id, password: 'toutneuf2026', token: first!.token })).statusCode).toBe(400);
    expect((await setNew({ idClient: me.id, password: 'toutneuf2026', token: second!.token })).statusCode).toBe(200);
  });

  it('uses a token exactly once under concurrent attempts', async () => {
    const me = await registerAndSignIn(ctx.app);
    const reset = await createResetToken(ctx.app.db, me.email);
    const answers = await Promise.all(
      ['premierchoix1', 'secondchoix22', 'troisiemechoix'].map((password) =>
        setNew({ idClient: me.id, password, token: reset!.token }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('rate-limits requests for one e-mail from one address', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await request('limite@exemple.fr', address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
