import { eq } from 'drizzle-orm';
import { clients, orders, transactions } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from '../payment/test-fixtures';
import { pairTablet, startTableOrder } from './test-helpers';
import { GUEST_TABLE_ONLY } from '../payment/initiate-payment';

notePostgresSkipped();

const NOT_YOURS = "Vous n'avez pas accès à ces données.";

/**
 * Decision 0045: the guests of a zone share its account; each zone sign-in is a guest of its own, who reads back the
 * payment they made and nothing else (not another guest's payment, not the account's orders, invoices or profile).
 */
describe.each(testDatabases())('table guests on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let first: Awaited<ReturnType<typeof pairTablet>>;
  let second: string;
  let reference: string;
  let orderId: number;

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: as(token) });
  const post = (token: string, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: as(token), payload });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    fx = await seedPaymentFixture(ctx.app);
    first = await pairTablet(ctx.app, fx);
    // The next guest at a table of the same zone: another zone sign-in (here, of the same tablet).
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/bar/zone-signin',
      headers: { 'x-tablet-token': first.tablet },
    });
    second = signIn.json().token as string;
    expect(signIn.json().clientId).toBe(first.zoneClientId);

    reference = await startTableOrder(ctx.app, fx, first.zoneToken, 2);
    await ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${signedAnswer(reference, 700, '00000')}` });
    const sale = await post(first.zoneToken, '/api/salesV2', { reference });
    expect(sale.statusCode).toBe(200);
    orderId = sale.json().idTicket as number;
  });
  afterAll(() => ctx.close());

  it('records the guest who started the payment, and only that guest reads it back', async () => {
    const [row] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, reference));
    expect(row?.guestId).toEqual(expect.any(String));

    const own = await get(first.zoneToken, `/api/v1/paybox/transactions/${reference}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ reference, status: 'paid', email: 'invite@example.fr' });
    expect((await get(first.zoneToken, `/api/bar/orders/by-reference/${reference}`)).statusCode).toBe(200);

    const theirs = await get(second, `/api/v1/paybox/transactions/${reference}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(NOT_YOURS);
    expect(theirs.body).not.toContain('invite@example.fr');
    expect((await get(second, `/api/bar/orders/by-reference/${reference}`)).statusCode).toBe(404);
    for (const url of ['/api/sales', '/api/salesV2', '/api/v1/mailer/sendQrcode']) {
      const res = await post(second, url, { reference });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('refuses a guest any payment but a table order: the zone account buys no booking, subscription or club', async () => {
    const before = await ctx.app.db.select().from(transactions);
    const res = await post(second, '/api/v1/paybox/initiate-paybox-transaction', {
      total: 6,
      email: 'invite@example.fr',
      SUMMARIZE: 'summarize',
      type: 'ACTIVITY',
      promoCodes: [],
      lines: [{ id: fx.socks.article, idTariff: fx.socks.tariff, counter: 1 }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: GUEST_TABLE_ONLY, code: 'TABLE_GUEST_ONLY' });
    expect(await ctx.app.db.select().from(transactions)).toHaveLength(before.length);
  });

  it('lets the guest finish their own return: the receipt e-mail goes out', async () => {
    const mail = await post(first.zoneToken, '/api/v1/mailer/sendQrcode', { reference });
    expect(mail.statusCode).toBe(200);
    expect(mail.json()).toMatchObject({ sent: true, idTicket: orderId });
  });

  it("refuses every guest the zone account's orders, invoices and profile", async () => {
    const zone = first.zoneClientId;
    for (const token of [second, first.zoneToken]) {
      const list = await get(token, `/api/ticket?idClient=${zone}&_limit=100`);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(NOT_YOURS);
      expect((await post(token, `/api/ticket/${orderId}/print`)).statusCode).toBe(403);
      expect((await get(token, `/api/ticket/${orderId}/invoice.pdf`)).statusCode).toBe(403);
      expect((await post(token, `/api/ticket/${orderId}/invitation`)).statusCode).toBe(403);
      expect((await get(token, `/api/users/${zone}`)).statusCode).toBe(403);
      const profile = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${zone}`,
        headers: as(token),
        payload: { firstName: 'Intrus' },
      });
      expect(profile.statusCode).toBe(403);
      expect((await get(token, `/api/userSubscriptions?idClient=${zone}`)).statusCode).toBe(403);
      expect((await get(token, `/api/clientFamily/browse?idClient=${zone}`)).statusCode).toBe(403);
      expect((await post(token, '/api/clientFamily/nameAvailability', { name: 'Famille Zone' })).statusCode).toBe(403);
    }
    // The zone's account was left as it was.
    const [account] = await ctx.app.db.select().from(clients).where(eq(clients.id, zone));
    expect(account?.firstName).not.toBe('Intrus');
  });

  it('keeps a signed-in client’s own orders and invoice as they were', async () => {
    const list = await get(fx.token, `/api/ticket?idClient=${fx.clientId}`);
    expect(list.statusCode).toBe(200);
    expect((await get(fx.token, `/api/users/${fx.clientId}`)).statusCode).toBe(200);
    // Not the zone's orders, though.
    expect((await post(fx.token, `/api/ticket/${orderId}/print`)).statusCode).toBe(403);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.clientId).toBe(first.zoneClientId);
  });

  it('treats a zone sign-in from before guests had ids as expired: the tablet signs in again', async () => {
    const [account] = await ctx.app.db
      .select({ cv: clients.credentialVersion })
      .from(clients)
      .where(eq(clients.id, first.zoneClientId));
    const old = ctx.app.signToken({ sub: first.zoneClientId, type: 'anonyme', cv: account?.cv ?? 0 });
    const read = await get(old, `/api/v1/paybox/transactions/${reference}`);
    expect(read.statusCode).toBe(401);
    expect(read.json().message).toBe("La session a expiré ou n'est pas valide.");
    await expect(startTableOrder(ctx.app, fx, old, 1)).rejects.toThrow(/refused/);
    expect((await get(old, `/api/ticket?idClient=${first.zoneClientId}`)).statusCode).toBe(401);
  });
});
