import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sendMail } from '../../mail';

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
    expect(view.body).toMatch(/srcdoc="&lt;b&gt;Merci&lt;\/b&gt;\s*"/);

    const eml = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/${sent.outboxId}.eml` });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toContain('Subject:');

    const missing = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/20991231T000000000Z-00000000' });
    expect(missing.statusCode).toBe(404);
    const traversal = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/..%2F..%2Fpackage.json' });
    expect(traversal.statusCode).toBe(404);
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
