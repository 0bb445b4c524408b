import { barOrders, barTables, barZones, clients, transactions } from '../../db/schema';
import type { TokenClaims } from '../../plugins/auth';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from '../payment/test-fixtures';
import { GUEST_OTHER_TABLE } from '../payment/initiate-payment';
import { pairTablet } from './test-helpers';

notePostgresSkipped();

/**
 * Decision 0045: a table's guest is signed in for the table their tablet is paired with, and pays that table's order
 * only: not another zone's table, nor another table of their zone (the bar would serve it there, on their zone's
 * account). A signed-in visitor still orders for the table they name.
 */
describe.each(testDatabases())('a table guest orders for their own table only, on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let guest: Awaited<ReturnType<typeof pairTablet>>;
  let sameZoneTable: number;
  let otherZone: { zone: number; table: number };

  const start = (token: string, zone: number, table: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        total: 3.5,
        email: 'invite@example.fr',
        SUMMARIZE: 'snaking',
        type: 'ACTIVITY',
        promoCodes: [],
        lines: [{ id: fx.bar.article, idTariff: fx.bar.tariff, counter: 1, ZONE: zone, TABLE: table }],
      },
    });
  const recorded = async () => ({
    transactions: (await ctx.app.db.select().from(transactions)).length,
    barOrders: (await ctx.app.db.select().from(barOrders)).length,
  });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    fx = await seedPaymentFixture(ctx.app);
    const [second] = await ctx.app.db.insert(barTables).values({ zoneId: fx.bar.zone, name: 'Table 2' }).returning();
    sameZoneTable = second!.id;
    const [zone] = await ctx.app.db.insert(barZones).values({ name: 'Terrasse' }).returning();
    const [table] = await ctx.app.db.insert(barTables).values({ zoneId: zone!.id, name: 'Table T1' }).returning();
    otherZone = { zone: zone!.id, table: table!.id };
    guest = await pairTablet(ctx.app, fx);
  });
  afterAll(() => ctx.close());

  it("signs the guest in for the tablet's table and accepts their own table's order", async () => {
    const claims = ctx.app.jwt.decode<TokenClaims>(guest.zoneToken);
    expect(claims).toMatchObject({ type: 'anonyme', zone: fx.bar.zone, table: fx.bar.table });
    const res = await start(guest.zoneToken, fx.bar.zone, fx.bar.table);
    expect(res.statusCode).toBe(200);
    const reference = res.json().reference as string;
    await ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${signedAnswer(reference, 350, '00000')}` });
    const [order] = await ctx.app.db.select().from(barOrders).where(eq(barOrders.reference, reference));
    expect(order).toMatchObject({ zoneId: fx.bar.zone, tableId: fx.bar.table });
  });

  it("refuses another zone's table: nothing held or recorded; a signed-in visitor still may", async () => {
    const before = await recorded();
    const res = await start(guest.zoneToken, otherZone.zone, otherZone.table);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: GUEST_OTHER_TABLE, code: 'OTHER_TABLE' });
    expect(await recorded()).toEqual(before);
    expect((await start(fx.token, otherZone.zone, otherZone.table)).statusCode).toBe(200);
  });

  it('refuses another table of the same zone, nothing recorded', async () => {
    const before = await recorded();
    const res = await start(guest.zoneToken, fx.bar.zone, sameZoneTable);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: GUEST_OTHER_TABLE, code: 'OTHER_TABLE' });
    // A basket mixing the guest's table with another is refused as a whole.
    const mixed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: { authorization: `Bearer ${guest.zoneToken}` },
      payload: {
        total: 7,
        email: 'invite@example.fr',
        SUMMARIZE: 'snaking',
        type: 'ACTIVITY',
        promoCodes: [],
        lines: [
          { id: fx.bar.article, idTariff: fx.bar.tariff, counter: 1, ZONE: fx.bar.zone, TABLE: fx.bar.table },
          { id: fx.bar.article, idTariff: fx.bar.tariff, counter: 1, ZONE: fx.bar.zone, TABLE: sameZoneTable },
        ],
      },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().code).toBe('OTHER_TABLE');
    expect(await recorded()).toEqual(before);
  });

  it('asks a guest signed in before tables were kept to sign in again (401) to pay; they still read back', async () => {
    const [account] = await ctx.app.db
      .select({ cv: clients.credentialVersion })
      .from(clients)
      .where(eq(clients.id, guest.zoneClientId));
    const cv = account?.cv ?? 0;
    const old = ctx.app.signToken({ sub: guest.zoneClientId, type: 'anonyme', cv, gid: 'guest-before-tables' });
    const before = await recorded();
    const res = await start(old, fx.bar.zone, fx.bar.table);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("La session a expiré ou n'est pas valide.");
    expect(await recorded()).toEqual(before);
    // Their session still reads what is theirs (none here: 404, not 401).
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/bar/orders/by-reference/UNKNOWN-REF',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(read.statusCode).toBe(404);
  });
});
