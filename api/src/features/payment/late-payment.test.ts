import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barcodes, bookings, orderLines, orders, planningSlots, slotHolds, transactions } from '../../db/schema';
import { listOutbox, readOutboxMessage } from '../../mail';
import { REFUND_NOTICE_TITLE } from '../mailer/refund-notice';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from './test-fixtures';
import { expireStaleTransactions } from './transactions';

notePostgresSkipped();

/** Issue 10, case 2: a PAID answer is never dropped; a payment whose places are gone takes nothing and is refunded. */
describe.each(testDatabases())('late and placeless payments on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'late-outbox-'));
    ctx = await createTestApp(kind, { outboxDir, siteUrl: 'http://site.test', parkName: 'Parc Test' });
    fx = await seedPaymentFixture(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const auth = (token = fx.token) => ({ authorization: `Bearer ${token}` });
  const karting = (counter: number, slot: number) => [
    { id: fx.karting.article, idTariff: fx.karting.base, counter, idPlanning: slot },
  ];
  const initiate = async (counter: number, slot: number, token = fx.token) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: auth(token),
      payload: {
        total: 18.5 * counter,
        email: 'payeur@example.fr',
        SUMMARIZE: 'summarize',
        type: 'ACTIVITY',
        promoCodes: [],
        lines: karting(counter, slot),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().reference as string;
  };
  const ipn = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${query}` });
  const poll = async (reference: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/transactions/${reference}`, headers: auth() })).json();
  const orderOf = async (reference: string) => {
    const rows = await ctx.app.db.select().from(orders).where(eq(orders.reference, reference));
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0];
  };
  const ticketsOf = async (orderId: number) => {
    const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const codes = lines.length
      ? await ctx.app.db
          .select()
          .from(barcodes)
          .where(
            inArray(
              barcodes.orderLineId,
              lines.map((l) => l.id),
            ),
          )
      : [];
    const booked = await ctx.app.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    return { lines: lines.length, codes: codes.length, booked };
  };
  const placesTaken = async (slotId: number) =>
    (await ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, slotId)))[0]!.placesTaken;
  const mailsTo = async (subjectStart: string, reference: string) =>
    (await listOutbox(outboxDir)).filter((m) => m.subject.startsWith(subjectStart) && m.subject.includes(reference));

  it('a payment of a basket cancelled by a newer one is recorded paid late and settles when its places are free', async () => {
    const first = await initiate(1, fx.slots.open);
    const second = await initiate(1, fx.slots.open);
    const before = await placesTaken(fx.slots.open);
    expect((await ipn(signedAnswer(first, 1850, '00000'))).statusCode).toBe(200);
    const [t] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, first));
    expect(t).toMatchObject({ status: 'paid', paidLateFrom: 'cancelled', errorCode: '00000' });
    expect(t!.statusReason).toBe(`superseded by ${second}`);
    const order = await orderOf(first);
    expect(order).toMatchObject({ state: 'confirmed', refundReason: null });
    expect((await ticketsOf(order!.id)).codes).toBe(1);
    expect(await placesTaken(fx.slots.open)).toBe(before + 1);
    expect(await poll(first)).toMatchObject({ status: 'paid', paidLateFrom: 'cancelled', orderState: 'confirmed' });
    await ipn(signedAnswer(second, 1850, '00117'));
  });

  it('when the places are gone: no ticket, no place, one order paid without places, one refund e-mail, whatever the calls', async () => {
    const first = await initiate(3, fx.slots.small);
    const second = await initiate(3, fx.slots.small); // holds the slot's 3 places; `first` is cancelled
    const paidLate = signedAnswer(first, 5550, '00000');
    const calls = await Promise.all([
      ...Array.from({ length: 6 }, () => ipn(paidLate)),
      ...Array.from({ length: 3 }, () =>
        ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/return/effectue?${paidLate}` }),
      ),
      ...Array.from({ length: 3 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/sales', headers: auth(), payload: { reference: first } }),
      ),
      ...Array.from({ length: 3 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/mailer/sendQrcode',
          headers: auth(),
          payload: { reference: first },
        }),
      ),
    ]);
    for (const c of calls) expect([200, 302]).toContain(c.statusCode);
    expect(calls[6]!.headers.location).toBe(`/confirmation?reference=${first}`);
    const order = await orderOf(first);
    expect(order).toMatchObject({ state: 'paid-without-places', totalCents: 5550, refundedAt: null });
    expect(order!.refundReason).toMatch(/complet \(3 places demandées ; 0\/3 vendues, les autres retenues/);
    expect(order!.refundReason).toContain(`paiement reçu après l'annulation (nouveau panier ${second})`);
    expect(await ticketsOf(order!.id)).toEqual({ lines: 0, codes: 0, booked: [] });
    expect(await placesTaken(fx.slots.small)).toBe(0);
    expect(calls[9]!.json()).toEqual({ activatedBarCodes: [], idTicket: order!.id });
    // The confirmation page's /api/salesV2 is told, so that it says refund rather than confirmation.
    const v2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/salesV2',
      headers: auth(),
      payload: { reference: first },
    });
    expect(v2.json()).toEqual({ idTicket: order!.id, sales: [], state: 'paid-without-places' });

    const refunds = await mailsTo('Créneau indisponible', first);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.to).toBe('payeur@example.fr');
    expect(await mailsTo('Confirmation', first)).toHaveLength(0);
    const mail = await readOutboxMessage(outboxDir, refunds[0]!.id);
    expect(mail!.text).toContain(REFUND_NOTICE_TITLE);
    expect(mail!.text).toContain('Le remboursement intégral de 55,50 € est en cours');
    expect(mail!.text).toContain("L'équipe Parc Test");
    expect(await poll(first)).toMatchObject({
      status: 'paid',
      paidLateFrom: 'cancelled',
      orderState: 'paid-without-places',
      refundedAt: null,
    });

    // The newer basket, paid on time, gets the places.
    expect((await ipn(signedAnswer(second, 5550, '00000'))).statusCode).toBe(200);
    expect(await orderOf(second)).toMatchObject({ state: 'confirmed' });
    expect(await placesTaken(fx.slots.small)).toBe(3);
  });

  it('refused or expired, then paid while someone else took the places: paid without places, nothing taken', async () => {
    const slot = fx.slots.ten; // 10 free places
    const refused = await initiate(5, slot);
    await ipn(signedAnswer(refused, 9250, '00021'));
    const expired = await initiate(5, slot, fx.otherToken);
    await ctx.app.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(transactions.reference, expired));
    expect(await expireStaleTransactions(ctx.app.db, new Date(Date.now() - 60_000), new Date())).toEqual([expired]);
    const winner = await initiate(10, slot);
    await ipn(signedAnswer(winner, 18500, '00000'));
    expect(await placesTaken(slot)).toBe(12);

    await ipn(signedAnswer(refused, 9250, '00000'));
    await ipn(signedAnswer(expired, 9250, '00000'));
    for (const [reference, from] of [
      [refused, 'refused'],
      [expired, 'expired'],
    ] as const) {
      const [t] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, reference));
      expect(t).toMatchObject({ status: 'paid', paidLateFrom: from });
      const order = await orderOf(reference);
      expect(order).toMatchObject({ state: 'paid-without-places', totalCents: 9250 });
      expect(await ticketsOf(order!.id)).toEqual({ lines: 0, codes: 0, booked: [] });
      expect(await mailsTo('Créneau indisponible', reference)).toHaveLength(1);
    }
    expect(await placesTaken(slot)).toBe(12);
  });

  it('an on-time payment whose hold lapsed and whose places were sold meanwhile takes nothing (no ticket without a place)', async () => {
    const [model] = await ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, fx.slots.open));
    const [row] = await ctx.app.db
      .insert(planningSlots)
      .values({
        activityId: model!.activityId,
        roomId: model!.roomId,
        startsAt: new Date(model!.startsAt.getTime() + 10 * 86_400_000),
        endsAt: new Date(model!.endsAt.getTime() + 10 * 86_400_000),
        placesMax: 2,
      })
      .returning();
    const slot = row!.id;
    const late = await initiate(2, slot);
    await ctx.app.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.reference, late));
    const other = await initiate(2, slot, fx.otherToken); // the lapsed hold no longer counts
    await ipn(signedAnswer(other, 3700, '00000'));
    expect(await placesTaken(slot)).toBe(2);

    expect((await ipn(signedAnswer(late, 3700, '00000'))).statusCode).toBe(200);
    const [t] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, late));
    expect(t).toMatchObject({ status: 'paid', paidLateFrom: null });
    const order = await orderOf(late);
    expect(order).toMatchObject({ state: 'paid-without-places', totalCents: 3700 });
    expect(order!.refundReason).toMatch(/^Créneau du .* complet \(2 places demandées ; 2\/2 vendues\)$/);
    expect(await ticketsOf(order!.id)).toEqual({ lines: 0, codes: 0, booked: [] });
    expect(await placesTaken(slot)).toBe(2);
    expect(await mailsTo('Créneau indisponible', late)).toHaveLength(1);
    expect(await poll(late)).toMatchObject({ status: 'paid', paidLateFrom: null, orderState: 'paid-without-places' });
  });
});
