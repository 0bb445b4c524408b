import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barcodes, bookings, orders, planningSlots, slotHolds, transactions } from '../../db/schema';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from './test-fixtures';
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
  /** A table order (bar products hold no place); the catalogue sells nothing else without a slot here. */
  const tableOrder = (counter: number) => [{ id: fx.bar.article, counter, ZONE: fx.bar.zone, TABLE: fx.bar.table }];
  const initiate = (lines: unknown[], total: number, token = fx.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        total,
        email: 'payeur@example.fr',
        SUMMARIZE: (lines as Array<{ ZONE?: number }>).some((l) => l.ZONE) ? 'snaking' : 'summarize',
        type: 'ACTIVITY',
        promoCodes: [],
        lines,
      },
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

  it('a basket without any slot supersedes the one holding places; payments holding nothing are left alone; a refused basket (409) cancels nothing', async () => {
    const withSlot = (await initiate(karting(2, fx.slots.open), 37)).json().reference as string;
    const table1 = await initiate(tableOrder(1), 3.5);
    expect(table1.statusCode).toBe(200);
    expect((await row(withSlot)).status).toBe('cancelled');
    expect(await activeHolds(withSlot)).toHaveLength(0);

    // A zone's bar tablets share one account: one table's basket never cancels another's payment.
    const table2 = await initiate(tableOrder(2), 7);
    const pending = (await initiate(karting(1, fx.slots.open), 18.5)).json().reference as string;
    expect((await row(table1.json().reference)).status).toBe('pending');
    expect((await row(table2.json().reference)).status).toBe('pending');
    const tooMany = await initiate(karting(4, fx.slots.small), 74);
    expect(tooMany.statusCode).toBe(409);
    expect(await row(pending)).toMatchObject({ status: 'pending', statusReason: null });
    expect(await activeHolds(pending)).toHaveLength(1);
  });

  it('a paid answer racing a new basket: paid on time or late, always one order, never a ticket without its place', async () => {
    const [model] = await ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, fx.slots.open));
    for (let i = 0; i < 8; i++) {
      const [slot] = await ctx.app.db
        .insert(planningSlots)
        .values({
          activityId: model!.activityId,
          roomId: model!.roomId,
          startsAt: new Date(model!.startsAt.getTime() + (i + 20) * 86_400_000),
          endsAt: new Date(model!.endsAt.getTime() + (i + 20) * 86_400_000),
          placesMax: 3,
        })
        .returning();
      const first = (await initiate(karting(2, slot!.id), 37)).json().reference as string;
      const paid = signedAnswer(first, 3700, '00000');
      const [, next] = await Promise.all([
        ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${paid}` }),
        initiate(karting(2, slot!.id), 37),
      ]);
      const t = await row(first);
      const [order] = await ctx.app.db.select().from(orders).where(eq(orders.reference, first));
      const [taken] = await ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, slot!.id));
      const booked = await ctx.app.db.select().from(bookings).where(eq(bookings.slotId, slot!.id));
      const tickets = await ctx.app.db.select().from(barcodes).where(eq(barcodes.slotId, slot!.id));
      expect(t.status).toBe('paid');
      expect(taken!.placesTaken).toBe(booked.reduce((n, b) => n + b.qty, 0));
      expect(tickets).toHaveLength(taken!.placesTaken);
      if (t.paidLateFrom === null) {
        // Paid first: its places stayed held, then taken; the new basket found only 1 free place.
        expect(order).toMatchObject({ state: 'confirmed' });
        expect(next.statusCode).toBe(409);
        expect(taken!.placesTaken).toBe(2);
      } else {
        // Superseded first: the new basket holds the places, the late payment takes none.
        expect(t).toMatchObject({ paidLateFrom: 'cancelled', statusReason: `superseded by ${next.json().reference}` });
        expect(order).toMatchObject({ state: 'paid-without-places' });
        expect(taken!.placesTaken).toBe(0);
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/paybox/return/annule?${signedAnswer(next.json().reference, 3700, '00117')}`,
        });
      }
    }
  });
});
