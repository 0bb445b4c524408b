import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barcodes, bookings, orderLines, orders, planningSlots, slotHolds, subscriptions } from '../../db/schema';
import { listOutbox, readOutboxMessage } from '../../mail';
import { settleTransaction } from './settle';
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

/** All or nothing: an order takes every place it paid for, or none and no ticket (paid without places). */
describe.each(testDatabases())('settlement all or nothing on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let clientId: number;

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'placeless-outbox-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    park = await makePark(ctx.app.db);
    clientId = await makeClient(ctx.app.db, `placeless-${kind}@example.com`);
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  it('one full slot among several: no place taken anywhere, no line, ticket or subscription; one refund e-mail under 30 calls', async () => {
    const db = ctx.app.db;
    const free = await makeSlot(db, park, 10);
    const full = await makeSlot(db, park, 5, undefined, 4);
    const lines = [
      slotLine(park, free.id, 2),
      slotLine(park, full.id, 2),
      line({ id: park.subscriptionArticleId, idTariff: park.subscriptionTariffId, counter: 1, unitCents: 3900 }),
    ];
    const reference = await makeTransaction(db, clientId, lines, 'paid', { email: 'placeless@example.com' });
    await holdFor(db, free.id, reference, 2);
    const before = (await listOutbox(outbox)).length;

    const results = await Promise.all(Array.from({ length: 30 }, () => settleTransaction(ctx.app, reference)));

    expect(results.filter((r) => r.created)).toHaveLength(1);
    for (const r of results)
      expect(r).toMatchObject({
        state: 'paid-without-places',
        sales: [],
        barcodes: [],
        bookings: [],
        subscriptions: [],
      });
    expect(await placesTaken(db, free.id)).toBe(0);
    expect(await placesTaken(db, full.id)).toBe(4);
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ state: 'paid-without-places', totalCents: 2 * 3500 + 3900 });
    expect(order!.emailedAt).not.toBeNull();
    expect(order!.refundReason).toMatch(/complet \(2 places demandées ; 4\/5 vendues\)$/);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))).toHaveLength(0);
    expect(await db.select().from(bookings).where(eq(bookings.orderId, order!.id))).toHaveLength(0);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId))).toHaveLength(0);
    expect(await db.select().from(barcodes)).toHaveLength(0);
    // The hold it had is released, not consumed: the places go back to sale.
    const [hold] = await db.select().from(slotHolds).where(eq(slotHolds.reference, reference));
    expect(hold).toMatchObject({ consumedAt: null });
    expect(hold!.releasedAt).not.toBeNull();

    const mails = (await listOutbox(outbox)).slice(0, (await listOutbox(outbox)).length - before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'placeless@example.com',
      subject: `Créneau indisponible : remboursement de votre paiement ${reference}`,
    });
  });

  it('the refund e-mail counts a karaoke box and the group’s equipment as the confirmation does, not as participants', async () => {
    const db = ctx.app.db;
    const full = await makeSlot(db, park, 5, undefined, 5);
    const lines = [
      slotLine(park, full.id, 1, {
        kind: 'activity',
        articleName: 'BOX KARAOKÉ',
        client: { pid: 'k', unit: 'boxes' },
      }),
      line({
        id: park.articleId,
        idTariff: park.equipmentTariffId,
        counter: 2,
        unitCents: 300,
        kind: 'equipment',
        articleName: 'Équipement',
        client: { pid: 'k' },
      }),
    ];
    const email = `placeless-box-${kind}@example.com`;
    const reference = await makeTransaction(db, clientId, lines, 'paid', { email });
    expect(await settleTransaction(ctx.app, reference)).toMatchObject({ state: 'paid-without-places' });
    const entry = (await listOutbox(outbox)).find((e) => e.to.includes(email))!;
    const mail = (await readOutboxMessage(outbox, entry.id))!;
    expect(mail.text).toMatch(/- [^\n]*BOX KARAOKÉ — [^\n]* — 1 box\n/);
    expect(mail.text).toContain('- Équipement — 2 équipements\n');
    expect(mail.text).not.toContain('participant');
  });

  it('a deleted slot is a missing place too', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 10);
    const reference = await makeTransaction(db, clientId, [slotLine(park, slot.id, 1)]);
    await db.update(planningSlots).set({ deleted: true }).where(eq(planningSlots.id, slot.id));
    const settled = await settleTransaction(ctx.app, reference);
    expect(settled).toMatchObject({ state: 'paid-without-places', barcodes: [] });
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.refundReason).toMatch(/^Créneau du .* supprimé \(1 place demandée\)$/);
  });
});
