import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { clients, slotHolds, transactions } from '../../db/schema';
import { seedPaymentFixture, type PaymentFixture } from './test-fixtures';
import { SLOT_FULL_MESSAGE } from './holds';

notePostgresSkipped();

describe.each(testDatabases())('place holds under concurrency on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-outbox-'));
    ctx = await createTestApp(kind, { outboxDir });
    fx = await seedPaymentFixture(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('200 simultaneous payments of 1 place on a slot with 10 free places end with exactly 10 holds', async () => {
    // 200 different buyers (one account holds at most one basket's places at a time).
    const buyers = await ctx.app.db
      .insert(clients)
      .values(Array.from({ length: 200 }, (_, i) => ({ email: `buyer${i}@example.fr` })))
      .returning({ id: clients.id });
    const attempts = buyers.map((buyer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/paybox/initiate-paybox-transaction',
        headers: { authorization: `Bearer ${ctx.app.signToken({ sub: buyer.id, type: 0, cv: 0 })}` },
        payload: {
          total: 18.5,
          email: 'payeur@example.fr',
          SUMMARIZE: 'summarize',
          type: 'ACTIVITY',
          promoCodes: [],
          lines: [{ id: fx.karting.article, idTariff: fx.karting.base, counter: 1, idPlanning: fx.slots.ten }],
        },
      }),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(SLOT_FULL_MESSAGE);

    const holds = await ctx.app.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.slotId, fx.slots.ten), isNull(slotHolds.releasedAt)));
    expect(holds).toHaveLength(10);
    expect(holds.reduce((n, h) => n + h.qty, 0)).toBe(10);
    const references = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().reference as string));
    expect(references.size).toBe(10);
    expect(new Set(holds.map((h) => h.reference))).toEqual(references);
    const pending = await ctx.app.db.select().from(transactions).where(eq(transactions.status, 'pending'));
    expect(pending).toHaveLength(10);
  }, 120_000);
});
