import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barcodes, bookings, orderLines, orders, slotHolds, subscriptions, transactions } from '../../db/schema';
import { listOutbox, readOutboxMessage } from '../../mail';
import { settleTransaction } from './settle';
import { takePlaces } from './places';
import {
  holdFor,
  line,
  makeClient,
  makePark,
  makeSlot,
  makeTransaction,
  placesTaken,
  slotLine,
  type Park,
} from './test-fixtures';

notePostgresSkipped();

describe.each(testDatabases())('settlement on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let clientId: number;

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'settle-outbox-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    park = await makePark(ctx.app.db);
    clientId = await makeClient(ctx.app.db, `settle-${kind}@example.com`);
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  it('settles once under 50 concurrent calls: one order, places taken once, one e-mail', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 10);
    const lines = [
      slotLine(park, slot.id, 3, {
        articleName: 'KARTING 10 MIN',
        client: { pid: 'g1', spectateurs: 2, description: 'Karting adulte' },
      }),
      line({
        id: park.articleId,
        idTariff: park.equipmentTariffId,
        counter: 3,
        unitCents: 300,
        idPlanning: slot.id,
        slotIds: [slot.id],
        client: { pid: 'g1' },
      }),
    ];
    const reference = await makeTransaction(db, clientId, lines, 'paid', { email: 'concurrent@example.com' });
    await holdFor(db, slot.id, reference, 3);
    const before = (await listOutbox(outbox)).length;

    const results = await Promise.all(Array.from({ length: 50 }, () => settleTransaction(ctx.app, reference)));

    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.idTicket)).size).toBe(1);
    const first = results[0]!;
    expect(first.barcodes).toHaveLength(6);
    expect(new Set(first.barcodes).size).toBe(6);
    for (const r of results) expect(r.barcodes).toEqual(first.barcodes);
    expect(first.sales.map((s) => s.barcodeList.length)).toEqual([3, 3]);

    expect(await db.select().from(orders).where(eq(orders.reference, reference))).toHaveLength(1);
    expect(await placesTaken(db, slot.id)).toBe(3);
    const booked = await db.select().from(bookings).where(eq(bookings.orderId, first.idTicket));
    expect(booked).toMatchObject([{ slotId: slot.id, qty: 3, shortfall: 0 }]);
    const holds = await db.select().from(slotHolds).where(eq(slotHolds.reference, reference));
    expect(holds[0]!.consumedAt).not.toBeNull();

    const mails = (await listOutbox(outbox)).slice(0, (await listOutbox(outbox)).length - before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'concurrent@example.com',
      subject: `Confirmation de votre réservation n° ${first.idTicket}`,
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, first.idTicket));
    expect(order!.emailedAt).not.toBeNull();
    expect(order!.totalCents).toBe(3 * 1750 + 3 * 300);

    const message = await readOutboxMessage(outbox, mails[0]!.id);
    expect(message!.attachments.filter((a) => a.mimeType === 'image/png' && a.contentId)).toHaveLength(6);
    for (const code of first.barcodes) expect(message!.html).toContain(code);
    expect(message!.html).toContain('Carte bancaire');
    expect(message!.html).toContain('http://localhost:3000/compte');
    expect(message!.html).toContain('01/06/2030');

    // A later call changes nothing and sends nothing.
    const again = await settleTransaction(ctx.app, reference);
    expect(again).toMatchObject({ created: false, idTicket: first.idTicket, email: { alreadySent: true, sent: true } });
    expect(await placesTaken(db, slot.id)).toBe(3);
    expect((await listOutbox(outbox)).length).toBe(before + 1);
  });

  it('never settles a transaction that is not paid, and says so', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 10);
    for (const status of ['refused', 'pending', 'cancelled', 'expired'] as const) {
      const reference = await makeTransaction(db, clientId, [slotLine(park, slot.id, 2)], status);
      await expect(settleTransaction(ctx.app, reference)).rejects.toMatchObject({ statusCode: 409 });
      expect(await db.select().from(orders).where(eq(orders.reference, reference))).toHaveLength(0);
    }
    expect(await placesTaken(db, slot.id)).toBe(0);
    await expect(settleTransaction(ctx.app, 'NOPE-REFERENCE')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('never overbooks nor tickets without a place: a slot filled after the payment gives an order paid without places', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 4, undefined, 3);
    const reference = await makeTransaction(db, clientId, [slotLine(park, slot.id, 2)]);
    const settled = await settleTransaction(ctx.app, reference);
    expect(settled).toMatchObject({ state: 'paid-without-places', bookings: [], barcodes: [], sales: [] });
    expect(await placesTaken(db, slot.id)).toBe(3);
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ totalCents: 3500, state: 'paid-without-places', refundedAt: null });
    expect(order!.refundReason).toMatch(
      /^Créneau du \d\d\/\d\d\/\d{4} à \d\d:\d\d complet \(2 places demandées ; 3\/4 vendues\)$/,
    );
  });

  it('creates subscriptions: n months from the chosen day, the family club one year from the purchase', async () => {
    const db = ctx.app.db;
    const now = new Date('2026-03-28T10:00:00Z'); // the day before the spring DST change
    const reference = await makeTransaction(db, clientId, [
      line({
        id: park.noLimitArticleId,
        idTariff: park.noLimitTariffId,
        counter: 1,
        unitCents: 9900,
        client: { accessStart: '2026-03-29T00:00:00+01:00', type: 8 },
      }),
      line({ id: park.clubArticleId, idTariff: park.clubTariffId, counter: 1, unitCents: 5000, client: { type: 8 } }),
      line({
        id: park.subscriptionArticleId,
        idTariff: park.subscriptionTariffId,
        counter: 2,
        unitCents: 3900,
        client: { accessStart: '31/01/2026' },
      }),
    ]);
    const settled = await settleTransaction(ctx.app, reference, { now });
    expect(settled.subscriptions).toHaveLength(3);
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId));
    const byLabel = new Map(rows.map((r) => [r.accessLabel, r]));
    const noLimit = byLabel.get('TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE')!;
    expect(noLimit).toMatchObject({ kind: 'subscription', months: 3, noLimit: true });
    expect(noLimit.startsAt.toISOString()).toBe('2026-03-28T23:00:00.000Z'); // 29/03 00:00 Paris (UTC+1)
    expect(noLimit.endsAt.toISOString()).toBe('2026-06-28T22:00:00.000Z'); // 29/06 00:00 Paris (UTC+2)
    const club = byLabel.get('360 FAMILY CLUB - ADHÉSION 1 AN')!;
    expect(club).toMatchObject({ kind: 'family-club', months: 12, noLimit: false });
    expect(club.startsAt.toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(club.endsAt.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    // A start day in the past starts on the purchase day.
    const monthly = byLabel.get('TRAMPOLINES - ABONNEMENT 1 MOIS')!;
    expect(monthly.startsAt.toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(monthly.endsAt.toISOString()).toBe('2026-04-27T22:00:00.000Z');
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, settled.idTicket));
    expect(lines).toHaveLength(3);
    const codes = await db.select().from(barcodes);
    expect(codes.filter((c) => lines.some((l) => l.id === c.orderLineId))).toHaveLength(4);
  });

  it('a second family club membership follows the current one', async () => {
    const db = ctx.app.db;
    const member = await makeClient(db, `club-${kind}@example.com`);
    const buy = async (now: Date) => {
      const reference = await makeTransaction(db, member, [
        line({ id: park.clubArticleId, idTariff: park.clubTariffId, counter: 1, unitCents: 5000 }),
      ]);
      return settleTransaction(ctx.app, reference, { now, skipEmail: true });
    };
    await buy(new Date('2026-05-10T10:00:00Z'));
    await buy(new Date('2027-04-20T10:00:00Z'));
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.clientId, member));
    const periods = rows.map((r) => [r.startsAt.toISOString(), r.endsAt.toISOString()]).sort();
    expect(periods).toEqual([
      ['2026-05-09T22:00:00.000Z', '2027-05-09T22:00:00.000Z'],
      ['2027-05-09T22:00:00.000Z', '2028-05-09T22:00:00.000Z'],
    ]);
  });

  it('refuses (409, nothing written) a paid transaction whose stored lines no longer add up', async () => {
    const db = ctx.app.db;
    const reference = await makeTransaction(db, clientId, [
      line({ id: park.articleId, idTariff: park.tariffId, counter: 1, unitCents: 1750 }),
    ]);
    await db.update(transactions).set({ amountCents: 1 }).where(eq(transactions.reference, reference));
    await expect(settleTransaction(ctx.app, reference)).rejects.toMatchObject({
      statusCode: 409,
      code: 'SETTLEMENT_BLOCKED',
    });
    expect(await db.select().from(orders).where(eq(orders.reference, reference))).toHaveLength(0);
  });

  it('takePlaces: 200 simultaneous attempts of 1 place on a slot with 10 free places take exactly 10', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 12, undefined, 2);
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => takePlaces(db, slot.id, 1)));
    expect(outcomes.filter((o) => o !== null)).toHaveLength(10);
    expect(new Set(outcomes.filter((o) => o !== null))).toEqual(new Set([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(await placesTaken(db, slot.id)).toBe(12);
  });

  it('takePlaces counts the places other payments still hold, not its own, and refuses deleted or unknown slots', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 10);
    await holdFor(db, slot.id, 'OTHER', 6);
    await holdFor(db, slot.id, 'OLD', 4, -1000); // expired: no longer counts
    await holdFor(db, slot.id, 'MINE', 4);
    expect(await takePlaces(db, slot.id, 5, { reference: 'MINE' })).toBeNull();
    expect(await takePlaces(db, slot.id, 4, { reference: 'MINE' })).toBe(4);
    expect(await takePlaces(db, slot.id, 1)).toBeNull();
    expect(await takePlaces(db, 987654, 1)).toBeNull();
    await expect(takePlaces(db, slot.id, 0)).rejects.toThrow(RangeError);
  });
});
