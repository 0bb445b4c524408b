import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { slotHolds, transactions } from '../../db/schema';
import { seedPaymentFixture, type PaymentFixture } from './test-fixtures';
import { SUPERSEDED_PREFIX } from './holds';

notePostgresSkipped();

/** Issue 10, case 1: a new basket cancels the account's previous pending transaction, with its holds, atomically. */
describe.each(testDatabases())('a new basket supersedes the pending one on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supersede-outbox-'));
    ctx = await createTestApp(kind, { outboxDir });
    fx = await seedPaymentFixture(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const karting = (counter: number, slot: number) => [
    { id: fx.karting.article, idTariff: fx.karting.base, counter, idPlanning: slot },
  ];
  const initiate = (lines: unknown[], total: number, token = fx.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: { authorization: `Bearer ${token}` },
      payload: { total, email: 'payeur@example.fr', SUMMARIZE: 'summarize', type: 'ACTIVITY', promoCodes: [], lines },
    });
  const row = async (reference: string) =>
    (await ctx.app.db.select().from(transactions).where(eq(transactions.reference, reference)))[0]!;
  const activeHolds = (reference: string) =>
    ctx.app.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.reference, reference), isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt)));

  it('cancels the earlier pending transaction (reason: superseded) and releases its holds in the same step', async () => {
    const first = (await initiate(karting(3, fx.slots.small), 55.5)).json().reference as string;
    const others = (await initiate(karting(1, fx.slots.open), 18.5, fx.otherToken)).json().reference as string;
    const second = await initiate(karting(3, fx.slots.small), 55.5);
    expect(second.statusCode).toBe(200);
    const next = second.json().reference as string;

    expect(await row(first)).toMatchObject({ status: 'cancelled', statusReason: `${SUPERSEDED_PREFIX}${next}` });
    expect(await activeHolds(first)).toHaveLength(0);
    expect((await activeHolds(next)).map((h) => h.qty)).toEqual([3]);
    // Someone else's payment is never touched.
    expect(await row(others)).toMatchObject({ status: 'pending', statusReason: null });
    expect(await activeHolds(others)).toHaveLength(1);

    const poll = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/paybox/transactions/${first}`,
      headers: { authorization: `Bearer ${fx.token}` },
    });
    expect(poll.json()).toMatchObject({ reference: first, status: 'cancelled' });
  });

  it('a basket without any slot supersedes too; a refused basket (409) cancels nothing', async () => {
    const withSlot = (await initiate(karting(2, fx.slots.open), 37)).json().reference as string;
    const socks = await initiate([{ id: fx.socks.article, idTariff: fx.socks.tariff, counter: 1 }], 6);
    expect(socks.statusCode).toBe(200);
    expect((await row(withSlot)).status).toBe('cancelled');
    expect(await activeHolds(withSlot)).toHaveLength(0);

    const pending = (await initiate(karting(1, fx.slots.open), 18.5)).json().reference as string;
    expect((await row(socks.json().reference)).status).toBe('cancelled');
    const tooMany = await initiate(karting(4, fx.slots.small), 74);
    expect(tooMany.statusCode).toBe(409);
    expect(await row(pending)).toMatchObject({ status: 'pending', statusReason: null });
    expect(await activeHolds(pending)).toHaveLength(1);
  });
});
