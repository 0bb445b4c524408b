import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { listOutbox } from '../../mail';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barEvents, barOrders, orders } from '../../db/schema';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from '../payment/test-fixtures';
import { settleTransaction } from '../sales/settle';
import { pairTablet, startTableOrder } from './test-helpers';

notePostgresSkipped();

describe.each(testDatabases())('bar orders on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let tokens: Awaited<ReturnType<typeof pairTablet>>;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-outbox-'));
    ctx = await createTestApp(kind, { outboxDir });
    fx = await seedPaymentFixture(ctx.app);
    tokens = await pairTablet(ctx.app, fx);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const staff = () => ({ authorization: `Bearer ${tokens.staff}` });

  it('signs the staff in with the staff code only, and keeps staff and visitor tokens apart', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar361' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Code du personnel invalide.');
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: '/api/bar/orders',
      headers: { authorization: `Bearer ${fx.token}` },
    });
    expect(visitor.statusCode).toBe(401);
    const zone = await ctx.app.inject({
      method: 'GET',
      url: '/api/bar/orders',
      headers: { authorization: `Bearer ${tokens.zoneToken}` },
    });
    expect(zone.statusCode).toBe(401);
    const tablet = await ctx.app.inject({
      method: 'GET',
      url: '/api/bar/orders',
      headers: { authorization: `Bearer ${tokens.tablet}` },
    });
    expect(tablet.statusCode).toBe(401);
    // A staff token is not a visitor's session.
    const asVisitor = await ctx.app.inject({ method: 'GET', url: `/api/users/${fx.clientId}`, headers: staff() });
    expect(asVisitor.statusCode).toBe(401);
    const board = await ctx.app.inject({ method: 'GET', url: '/api/bar/orders', headers: staff() });
    expect(board.statusCode).toBe(200);
    // How long a served order stays on the screen: the screen drops it live by the same rule.
    expect(board.json().servedVisibleMs).toBe(2 * 3600_000);
  });

  it('pairs a tablet with a known table only; only a paired tablet signs its zone in, as an anonymous session', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/bar/tablets',
      headers: staff(),
      payload: { zone: fx.bar.zone, table: fx.bar.table + 999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Zone ou table inconnue.');
    const noStaff = await ctx.app.inject({
      method: 'POST',
      url: '/api/bar/tablets',
      headers: { authorization: `Bearer ${fx.token}` },
      payload: { zone: fx.bar.zone, table: fx.bar.table },
    });
    expect(noStaff.statusCode).toBe(401);
    for (const headers of [{}, { 'x-tablet-token': tokens.staff }, { 'x-tablet-token': fx.token }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/bar/zone-signin', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Cette tablette n’est pas associée à une table.');
    }
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/bar/zone-signin',
      headers: { 'x-tablet-token': tokens.tablet },
    });
    expect(again.json()).toMatchObject({ clientId: tokens.zoneClientId, type: 'anonyme', table: { id: fx.bar.table } });
  });

  it('records exactly one bar order per paid reference, whatever the order of notification, return and retries', async () => {
    const reference = await startTableOrder(ctx.app, fx, tokens.zoneToken, 2);
    const paid = signedAnswer(reference, 700, '00000');
    const calls = [
      () => ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/return/effectue?${paid}` }),
      () => ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${paid}` }),
      () => ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${paid}` }),
      () => ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/return/effectue?${paid}` }),
    ];
    await Promise.all(calls.map((c) => c()));
    await Promise.all(Array.from({ length: 5 }, () => settleTransaction(ctx.app, reference, { skipEmail: true })));
    const rows = await ctx.app.db.select().from(barOrders).where(eq(barOrders.reference, reference));
    expect(rows).toHaveLength(1);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.reference, reference));
    expect(rows[0]).toMatchObject({
      orderId: order!.id,
      zoneId: fx.bar.zone,
      tableId: fx.bar.table,
      tableName: 'Table 1',
      email: 'invite@example.fr',
      clientId: tokens.zoneClientId,
      status: 'reçue',
      totalCents: 700,
      lines: [{ articleId: fx.bar.article, name: 'COCA-COLA 33 CL', qty: 2, unitCents: 350 }],
    });
    const events = (await ctx.app.db.select().from(barEvents)).filter(
      (e) => e.kind === 'order' && e.payload.reference === reference,
    );
    expect(events).toHaveLength(1);
    // One e-mail, the receipt (no tickets).
    const mails = (await listOutbox(outboxDir)).filter((m) => m.subject.endsWith(`n° ${order!.id}`));
    expect(mails.map((m) => m.subject)).toEqual([`Reçu de votre commande au bar n° ${order!.id}`]);
  });

  it('moves an order forward only; the guest who paid reads its status, nobody else', async () => {
    const reference = await startTableOrder(ctx.app, fx, tokens.zoneToken, 1);
    await ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${signedAnswer(reference, 350, '00000')}` });
    const guest = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/bar/orders/by-reference/${reference}`,
        headers: { authorization: `Bearer ${tokens.zoneToken}` },
      });
    const before = (await guest()).json();
    expect(before.status).toBe('reçue');
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/bar/orders/by-reference/${reference}`,
      headers: { authorization: `Bearer ${fx.token}` },
    });
    expect(other.statusCode).toBe(404);
    const move = (status: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bar/orders/${before.id}/status`,
        headers: staff(),
        payload: { status },
      });
    expect((await move('en préparation')).json().status).toBe('en préparation');
    const back = await move('reçue');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Une commande « en préparation » ne peut pas revenir à « reçue ».');
    expect((await move('servie')).statusCode).toBe(200);
    expect((await guest()).json().status).toBe('servie');
    expect((await move('fini')).statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/bar/orders/999999/status',
      headers: staff(),
      payload: { status: 'servie' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('marks a bar product unavailable: the product list and the payment follow at once', async () => {
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bar/products/${fx.bar.article}`,
      headers: staff(),
      payload: { onSale: false },
    });
    expect(off.json()).toMatchObject({ id: fx.bar.article, onSale: false });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/articles?q=&_limit=1000&fields=id,name,category,onSale',
    });
    const coca = (list.json().articles as Array<{ id: number; onSale: boolean }>).find((a) => a.id === fx.bar.article);
    expect(coca?.onSale).toBe(false);
    await expect(startTableOrder(ctx.app, fx, tokens.zoneToken, 1)).rejects.toThrow(/refused/);
    const notBar = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bar/products/${fx.karting.article}`,
      headers: staff(),
      payload: { onSale: false },
    });
    expect(notBar.statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/bar/products/${fx.bar.article}`,
      headers: staff(),
      payload: { onSale: true },
    });
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/bar/products', headers: staff() })).json()
      .products;
    expect(products).toEqual([expect.objectContaining({ id: fx.bar.article, onSale: true, priceCents: 350 })]);
  });
});
