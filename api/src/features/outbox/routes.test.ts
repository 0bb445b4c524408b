import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sendMail } from '../../mail';
import { isLoopback } from './routes';

describe('outbox viewer', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-view-'));
    ctx = await createTestApp('pglite', { outboxDir: dir });
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('lists, renders and downloads the messages', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("Aucun e-mail envoyé pour l'instant.");

    const sent = await sendMail(ctx.app, {
      to: 'zoé@example.com',
      subject: 'Votre commande <n°1>',
      html: '<b>Merci</b>',
      text: 'Merci',
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.body).toContain(`/dev/outbox/${sent.outboxId}`);
    expect(list.body).toContain('Votre commande &lt;n°1&gt;');

    const view = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/${sent.outboxId}` });
    expect(view.statusCode).toBe(200);
    // The message (a full lang="fr" document since sendMail wraps fragments) is shown escaped inside srcdoc.
    expect(view.body).toMatch(
      /srcdoc="&lt;!doctype html&gt;[^"]*&lt;body&gt;&lt;b&gt;Merci&lt;\/b&gt;&lt;\/body&gt;[^"]*"/,
    );
    expect(view.body).not.toContain('<b>Merci</b>');

    const eml = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/${sent.outboxId}.eml` });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toContain('Subject:');

    const missing = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/20991231T000000000Z-00000000' });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/..%2F..%2Fpackage.json' });
    expect(traversal.statusCode).toBe(404);
  });

  it('answers only this machine: loopback, directly or through the trusted local app server', async () => {
    const get = (remoteAddress: string, forwarded?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    for (const [remote, forwarded] of [
      ['127.0.0.1', undefined],
      ['::1', undefined],
      ['::ffff:127.0.0.1', undefined],
      ['127.0.0.1', '::1'],
      ['::1', '::ffff:127.0.0.1'],
    ] as const)
      expect([remote, forwarded, (await get(remote, forwarded)).statusCode]).toEqual([remote, forwarded, 200]);
    for (const [remote, forwarded] of [
      ['203.0.113.5', undefined],
      ['192.168.1.20', undefined],
      // A visitor from outside through the local app server: the API sees their address.
      ['127.0.0.1', '203.0.113.5'],
      // A forged header from outside is not believed.
      ['203.0.113.5', '127.0.0.1'],
    ] as const) {
      const res = await get(remote, forwarded);
      expect([remote, forwarded, res.statusCode]).toEqual([remote, forwarded, 404]);
      expect(res.body).not.toContain("Boîte d'envoi");
    }
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '::', 'localhost'].some(isLoopback)).toBe(false);
  });

  it('never answers cross-origin and sends its own strict page rules', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/dev/outbox',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('is not served when an SMTP server is configured', async () => {
    const smtp = await createTestApp('pglite', { outboxDir: dir, smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const res = await smtp.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
