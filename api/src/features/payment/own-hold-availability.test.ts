import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { planningSlots, transactions } from '../../db/schema';
import { seedPaymentFixture, type PaymentFixture } from './test-fixtures';
import { SLOT_FULL_MESSAGE } from './holds';

notePostgresSkipped();

/**
 * 'Valider mes horaires' after coming back from the payment form: the visitor's own pending payment holds their
 * places for 20 minutes, but their next payment cancels it first (decision 0004), so the check must not count it.
 */
describe.each(testDatabases())("the availability check and the visitor's own hold, on %s", (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-hold-outbox-'));
    ctx = await createTestApp(kind, { outboxDir });
    fx = await seedPaymentFixture(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const karting = (counter: number, slot: number, extra: Record<string, unknown> = {}) => ({
    id: fx.karting.article,
    idTariff: fx.karting.base,
    counter,
    idPlanning: slot,
    pid: `kart-${slot}`,
    ...extra,
  });
  const initiate = (lines: unknown[], total: number, token = fx.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: { authorization: `Bearer ${token}` },
      payload: { total, email: 'payeur@example.fr', SUMMARIZE: 'summarize', type: 'ACTIVITY', lines },
    });
  const check = (payload: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/planning/availability',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      payload: payload as Record<string, unknown>,
    });

  it('does not count the signed-in visitor’s own pending hold, counts it for anyone else, and the payment goes through', async () => {
    // The small slot has 3 places; the visitor's basket takes 2 and reaches the payment form.
    const first = await initiate([karting(2, fx.slots.small)], 37);
    expect(first.statusCode).toBe(200);
    const items = { items: [{ idPlanning: fx.slots.small, qty: 2 }] };

    // Back on the basket: their own hold does not stand in their way (items or lines alike).
    expect((await check(items, fx.token)).json()).toEqual({
      ok: true,
      items: [{ idPlanning: fx.slots.small, qty: 2, free: 3, ok: true }],
    });
    const lines = await check({ lines: [karting(2, fx.slots.small)] }, fx.token);
    expect(lines.statusCode).toBe(200);
    expect(lines.json()).toMatchObject({
      ok: true,
      lines: [{ index: 0, ok: true, slots: [fx.slots.small], places: 2 }],
    });

    // Anonymous callers keep today's answer: every active hold counts. So does another visitor's check.
    const full = {
      ok: false,
      message: SLOT_FULL_MESSAGE,
      items: [{ idPlanning: fx.slots.small, qty: 2, free: 1, ok: false, problem: 'full' }],
    };
    expect((await check(items)).json()).toEqual(full);
    expect((await check(items, fx.otherToken)).json()).toEqual(full);
    expect((await check({ lines: [karting(2, fx.slots.small)] }, fx.otherToken)).json()).toMatchObject({
      ok: false,
      lines: [{ index: 0, ok: false, problem: 'full' }],
    });

    // What the check said is what initiation does: the new payment supersedes the pending one.
    const again = await initiate([karting(2, fx.slots.small)], 37);
    expect(again.statusCode).toBe(200);
    const [old] = await ctx.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, first.json().reference as string));
    expect(old!.status).toBe('cancelled');
  });

  it('still counts the places the visitor’s hold cannot give back: taken by others, or more than were free', async () => {
    const slot = fx.slots.ten; // 12 places, 2 taken
    expect((await initiate([karting(4, slot)], 74)).statusCode).toBe(200);
    expect((await initiate([karting(5, slot)], 92.5, fx.otherToken)).statusCode).toBe(200);
    const mine = await check({ items: [{ idPlanning: slot, qty: 6 }] }, fx.token);
    expect(mine.json().items).toEqual([{ idPlanning: slot, qty: 6, free: 5, ok: false, problem: 'full' }]);
    expect((await check({ items: [{ idPlanning: slot, qty: 5 }] }, fx.token)).json().ok).toBe(true);
    expect((await initiate([karting(6, slot)], 111)).statusCode).toBe(409);
    expect((await initiate([karting(5, slot)], 92.5)).statusCode).toBe(200);
  });

  it('answers line by line: a withdrawn slot marks its line, the other lines are still judged', async () => {
    const res = await check(
      {
        lines: [
          karting(1, fx.slots.deleted),
          { id: fx.karting.article, idTariff: fx.karting.equipment, counter: 1, pid: `kart-${fx.slots.deleted}` },
          karting(2, fx.slots.open),
        ],
      },
      fx.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      message: SLOT_FULL_MESSAGE,
      lines: [
        { index: 0, ok: false, problem: 'deleted', slots: [fx.slots.deleted] },
        { index: 1, ok: true, slots: [] },
        { index: 2, ok: true, slots: [fx.slots.open], places: 2 },
      ],
    });
    expect(res.json().lines[0].message).toMatch(/^Ligne 1 \(Karting 10 min\) : Le créneau du .* n'est plus proposé/);
  });

  it('refuses what initiation refuses for another reason (400 naming the line), a bad token and an empty request', async () => {
    const tooMany = await check({ lines: [karting(2, fx.slots.open), karting(1, fx.slots.open, { counter: 0 })] });
    expect(tooMany.statusCode).toBe(400);
    const bad = await check({ lines: [karting(2, fx.slots.open), { ...karting(1, fx.slots.ten), id: 999_999 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'UNKNOWN_ARTICLE', line: 1 });
    expect((await check({ items: [{ idPlanning: fx.slots.open, qty: 1 }] }, 'not-a-token')).statusCode).toBe(401);
    expect((await check({})).statusCode).toBe(400);
    // The slot rows are untouched by a check.
    const [open] = await ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, fx.slots.open));
    expect(open!.placesTaken).toBe(2);
  });
});
