import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orders, transactions } from '../../db/schema';
import { buildGateway } from '../../sandbox-gateway/gateway';
import { seedPaymentFixture, type PaymentFixture } from './test-fixtures';

/**
 * The whole payment round trip with the real sandbox gateway: the API listens (the gateway sends
 * the IPN to it over HTTP), the browser's steps are replayed with inject.
 */
describe('payment round trip through the sandbox gateway (PGlite)', () => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let gateway: FastifyInstance;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-outbox-'));
    ctx = await createTestApp('pglite', { siteUrl: 'http://site.test', outboxDir });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    ctx.config.apiPublicUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    fx = await seedPaymentFixture(ctx.app);
    gateway = await buildGateway();
  });
  afterAll(async () => {
    await gateway.close();
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  async function startPayment(): Promise<{ reference: string; session: string }> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: { authorization: `Bearer ${fx.token}` },
      payload: {
        total: 37,
        email: 'payeur@example.fr',
        SUMMARIZE: 'summarize',
        type: 'ACTIVITY',
        lines: [{ id: fx.karting.article, idTariff: fx.karting.base, counter: 2, idPlanning: fx.slots.open }],
        promoCodes: [],
      },
    });
    expect(res.statusCode).toBe(200);
    const { reference, url, body } = res.json() as { reference: string; url: string; body: Record<string, string> };
    expect(new URL(url).pathname).toBe('/cgi/MYchoix_pagepaiement.cgi');
    // What the browser posts: the hidden fields, in order, form-encoded.
    const form = new URLSearchParams(Object.entries(body)).toString();
    const page = await gateway.inject({
      method: 'POST',
      url: '/cgi/MYchoix_pagepaiement.cgi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('37,00 €');
    expect(page.body).toContain(reference);
    return { reference, session: /\/cgi\/sandbox\/pay\/([0-9a-f]+)/.exec(page.body)![1] as string };
  }

  const pay = (session: string, fields: Record<string, string>) =>
    gateway.inject({
      method: 'POST',
      url: `/cgi/sandbox/pay/${session}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  /** The browser follows the gateway's redirect to the site, whose /api proxy reaches the API. */
  async function followToSite(location: string) {
    const url = new URL(location);
    expect(url.origin).toBe('http://site.test');
    return ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  }

  const statusOf = async (reference: string) =>
    (await ctx.app.db.select().from(transactions).where(eq(transactions.reference, reference)))[0]?.status;
  const ordersOf = async (reference: string) =>
    (await ctx.app.db.select().from(orders).where(eq(orders.reference, reference))).length;

  it('pays: the IPN settles the order, the browser lands on the confirmation page', async () => {
    const { reference, session } = await startPayment();
    const paid = await pay(session, { number: '1111222233334444', expiry: '12/39', cvv: '123', action: 'payer' });
    expect(paid.statusCode).toBe(303);
    // The IPN went first, over HTTP.
    expect(await statusOf(reference)).toBe('paid');
    expect(await ordersOf(reference)).toBe(1);
    const landing = await followToSite(String(paid.headers.location));
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe(`/confirmation?reference=${reference}`);
    expect(await ordersOf(reference)).toBe(1);
  });

  it('without the IPN the browser return alone settles; a replayed IPN and a replayed return change nothing', async () => {
    const { reference, session } = await startPayment();
    const paid = await pay(session, {
      number: '1111222233334444',
      expiry: '12/39',
      cvv: '123',
      action: 'payer',
      noIpn: '1',
    });
    expect(await statusOf(reference)).toBe('pending');
    const landing = await followToSite(String(paid.headers.location));
    expect(landing.headers.location).toBe(`/confirmation?reference=${reference}`);
    expect(await statusOf(reference)).toBe('paid');
    expect(await ordersOf(reference)).toBe(1);

    const list = (await gateway.inject({ method: 'GET', url: '/sandbox/payments.json' })).json() as {
      payments: Array<{ id: string; reference: string }>;
    };
    const p = list.payments.find((x) => x.reference === reference)!;
    const replayIpn = await gateway.inject({
      method: 'POST',
      url: `/sandbox/payments/${p.id}/ipn`,
      headers: { accept: 'application/json' },
    });
    expect(replayIpn.json()).toMatchObject({ ipn: { status: 'sent', httpStatus: 200 } });
    const replayReturn = await gateway.inject({ method: 'GET', url: `/sandbox/payments/${p.id}/return` });
    expect((await followToSite(String(replayReturn.headers.location))).headers.location).toBe(
      `/confirmation?reference=${reference}`,
    );
    expect(await ordersOf(reference)).toBe(1);
  });

  it('a refused card and a cancellation send the browser back to the basket', async () => {
    const refused = await startPayment();
    const r1 = await pay(refused.session, { number: '4000000000000002', expiry: '12/39', cvv: '123', action: 'payer' });
    expect((await followToSite(String(r1.headers.location))).headers.location).toBe('/panier?type=refused');
    expect(await statusOf(refused.reference)).toBe('refused');

    const cancelled = await startPayment();
    const r2 = await pay(cancelled.session, { action: 'annuler' });
    expect((await followToSite(String(r2.headers.location))).headers.location).toBe('/panier?type=cancelled');
    expect(await statusOf(cancelled.reference)).toBe('cancelled');
    expect(await ordersOf(cancelled.reference)).toBe(0);
  });
});
