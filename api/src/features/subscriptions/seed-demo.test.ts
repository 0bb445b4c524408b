import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { seedPark } from '../../seed/seed';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { compressedPdfText } from '../orders/pdf-text.test-helper';
import { freshAddress } from '../users/test-helpers';
import { DEMO_ACCOUNTS } from '../users/seed-accounts';
import { seedDemoSubscription } from './seed-demo';

notePostgresSkipped();

describe.each(testDatabases())('the demonstration subscriber on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await seedPark(ctx.app.db, new Date(), 1);
  });
  afterAll(() => ctx.close());

  it('holds the 3-month no-limit subscription in its third month, which it may cancel once; seeded once', async () => {
    const id = await seedDemoSubscription(ctx.app.db);
    expect(id).not.toBeNull();
    expect(await seedDemoSubscription(ctx.app.db)).toBeNull();
    const { email, password } = DEMO_ACCOUNTS.subscriber;
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: freshAddress(),
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const { id: clientId, token } = signIn.json() as { id: number; token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = await ctx.app.inject({ method: 'GET', url: `/api/userSubscriptions?idClient=${clientId}`, headers });
    expect(list.json()).toEqual([
      expect.objectContaining({
        idAccess: id,
        accessLabel: 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE',
        canceled: false,
        cancellable: true,
      }),
    ]);
    const orders = await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${clientId}`, headers });
    expect(orders.json()).toHaveLength(1);
    // Its invoice opens, numbered like a settled order's.
    const [order] = orders.json() as Array<{ id: number }>;
    const invoice = await ctx.app.inject({ method: 'GET', url: `/api/ticket/${order!.id}/invoice.pdf`, headers });
    expect(invoice.statusCode).toBe(200);
    expect(compressedPdfText(invoice.rawPayload)).toMatch(/Facture n° F-\d{6}/);

    const cancel = () => ctx.app.inject({ method: 'POST', url: `/api/userSubscriptions/${id}/cancel`, headers });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    // Cancelled but not over: still nothing new at the next start.
    expect(await seedDemoSubscription(ctx.app.db)).toBeNull();
  });

  it('gives a new one once the last has ended', async () => {
    const later = new Date(Date.now() + 40 * 86_400_000);
    const id = await seedDemoSubscription(ctx.app.db, later);
    expect(id).not.toBeNull();
    const [row] = await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.id, id!));
    expect(row!.startsAt.getTime()).toBeLessThan(later.getTime() - 60 * 86_400_000);
    expect(row!.endsAt.getTime()).toBeGreaterThan(later.getTime());
  });
});
