import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { bookings, orders } from '../../db/schema';
import { listOutbox } from '../../mail';
import { line, makeClient, makePark, makeSlot, makeTransaction, placesTaken, type Park } from './test-fixtures';

notePostgresSkipped();

describe.each(testDatabases())('sales, bookings and mailer routes on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let alice: number;
  let bob: number;
  const auth = (id: number) => ({ authorization: `Bearer ${ctx.app.signToken({ sub: id, type: 0, cv: 0 })}` });

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'sales-routes-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    park = await makePark(ctx.app.db);
    alice = await makeClient(ctx.app.db, `alice-${kind}@example.com`, 'Alice', 'Durand');
    bob = await makeClient(ctx.app.db, `bob-${kind}@example.com`, 'Bob', 'Petit');
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  async function paidBooking(qty = 2) {
    const slot = await makeSlot(ctx.app.db, park, 10);
    const reference = await makeTransaction(ctx.app.db, alice, [
      line({
        id: park.articleId,
        idTariff: park.tariffId,
        counter: qty,
        unitCents: 1750,
        idPlanning: slot.id,
        slotIds: [slot.id],
      }),
    ]);
    return { slot, reference };
  }

  it('POST /api/sales settles the caller’s paid transaction and answers the same barcodes every time', async () => {
    const { slot, reference } = await paidBooking(2);
    const payload = {
      reference,
      idClient: alice,
      articles: [{ id: park.articleId, idTariff: park.tariffId, price: 0.01, qty: 99, name: 'x' }],
      payments: [{ value: 0.01, id: 1 }],
    };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/sales', headers: auth(alice), payload });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.activatedBarCodes).toHaveLength(2);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/sales', headers: auth(alice), payload });
    expect(second.json()).toEqual(body);
    expect(await placesTaken(ctx.app.db, slot.id)).toBe(2);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.totalCents).toBe(3500); // from the transaction, never from the payload

    const v2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/salesV2',
      headers: auth(alice),
      payload: { ...payload, qrcodeDatesPack: [] },
    });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toEqual({
      idTicket: body.idTicket,
      sales: [{ id: expect.any(Number), idArticle: park.articleId, qty: 2, barcodeList: body.activatedBarCodes }],
    });
  });

  it('refuses other clients (403), anonymous calls (401), bad payloads (400), unknown references (404) and unpaid ones (409)', async () => {
    const { reference } = await paidBooking(1);
    const asBob = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: auth(bob),
      payload: { reference },
    });
    expect(asBob.statusCode).toBe(403);
    const lying = await ctx.app.inject({
      method: 'POST',
      url: '/api/salesV2',
      headers: auth(alice),
      payload: { reference, idClient: bob },
    });
    expect(lying.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/sales', payload: { reference } });
    expect(anonymous.statusCode).toBe(401);
    const noRef = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: auth(alice),
      payload: { idClient: alice },
    });
    expect(noRef.statusCode).toBe(400);
    const nul = await ctx.app.inject({
      method: 'POST',
      url: '/api/salesV2',
      headers: auth(alice),
      payload: { reference: '\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    const badArticles = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: auth(alice),
      payload: { reference, articles: 'nope' },
    });
    expect(badArticles.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: auth(alice),
      payload: { reference: 'UNKNOWN-REF' },
    });
    expect(unknown.statusCode).toBe(404);
    const refused = await makeTransaction(
      ctx.app.db,
      alice,
      [line({ id: park.articleId, idTariff: park.tariffId, counter: 1, unitCents: 1750 })],
      'refused',
    );
    const notPaid = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: auth(alice),
      payload: { reference: refused },
    });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe("Le paiement de cette transaction n'est pas confirmé.");
    // Bob's refusal did not settle anything either.
    expect(await ctx.app.db.select().from(orders).where(eq(orders.reference, reference))).toHaveLength(0);
  });

  it('POST /api/planning/scheduledTask/{idPlanning}/bookings answers the booking, idempotently, with the contact details', async () => {
    const { slot, reference } = await paidBooking(3);
    const payload = {
      reference,
      alertEmail: false,
      alertSMS: false,
      confirmationEmail: true,
      confirmationSMS: false,
      email: 'alice@example.com',
      force: false,
      fullName: 'Alice Durand',
      idClient: alice,
      idPlanning: slot.id,
      mobilePhone: '0612345678',
      notes: 'Anniversaire',
      qty: 3,
      isPaid: true,
    };
    const url = `/api/planning/scheduledTask/${slot.id}/bookings`;
    const responses = await Promise.all(
      [1, 2, 3].map(() => ctx.app.inject({ method: 'POST', url, headers: auth(alice), payload })),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    expect(responses[0]!.json()).toMatchObject({
      idPlanning: slot.id,
      idClient: alice,
      qty: 3,
      shortfall: 0,
      fullName: 'Alice Durand',
      mobilePhone: '0612345678',
      // The notes are the server's (none for this booking): the page's text is not stored.
      notes: null,
      isPaid: true,
    });
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await placesTaken(ctx.app.db, slot.id)).toBe(3);

    const other = await makeSlot(ctx.app.db, park, 10);
    const wrongSlot = await ctx.app.inject({
      method: 'POST',
      url: `/api/planning/scheduledTask/${other.id}/bookings`,
      headers: auth(alice),
      payload: { reference },
    });
    expect(wrongSlot.statusCode).toBe(404);
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: `/api/planning/scheduledTask/${other.id}/bookings`,
      headers: auth(alice),
      payload: { reference, idPlanning: slot.id },
    });
    expect(mismatch.statusCode).toBe(400);
    const notANumber = await ctx.app.inject({
      method: 'POST',
      url: '/api/planning/scheduledTask/abc/bookings',
      headers: auth(alice),
      payload: { reference },
    });
    expect(notANumber.statusCode).toBe(400);
    const asBob = await ctx.app.inject({ method: 'POST', url, headers: auth(bob), payload: { reference } });
    expect(asBob.statusCode).toBe(403);
    const nulNotes = await ctx.app.inject({
      method: 'POST',
      url,
      headers: auth(alice),
      payload: { reference, notes: 'a\u0000b' },
    });
    expect(nulNotes.statusCode).toBe(400);
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url,
      headers: auth(alice),
      payload: { reference, email: 'pas-un-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Adresse email est invalide');
    const [stored] = await ctx.app.db.select().from(bookings).where(eq(bookings.slotId, slot.id));
    expect(stored).toMatchObject({ email: 'alice@example.com', notes: null });
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/planning/scheduledTask/1e309/bookings',
      headers: auth(alice),
      payload: { reference },
    });
    expect(huge.statusCode).toBe(400);
  });

  it('POST /api/v1/mailer/sendQrcode sends the confirmation once per reference', async () => {
    const { reference } = await paidBooking(2);
    const before = (await listOutbox(outbox)).length;
    const payload = {
      reference,
      type: 'ACTIVITY',
      clientName: 'Alice',
      subject: 'x',
      email: 'attacker@example.com',
      commandNumber: 1,
      price: 0,
      qrcodes: [],
    };
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/sendQrcode',
      headers: auth(alice),
      payload,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sent: true, alreadySent: false });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/sendQrcode',
      headers: auth(alice),
      payload,
    });
    expect(second.json()).toMatchObject({ sent: true, alreadySent: true });
    const mails = await listOutbox(outbox);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.to).toBe('client@example.com'); // the transaction's address, not the payload's
    const asBob = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/sendQrcode',
      headers: auth(bob),
      payload,
    });
    expect(asBob.statusCode).toBe(403);
  });

  it('a failed send answers 503 and is sent by the next call', async () => {
    const blocker = path.join(outbox, 'not-a-folder');
    await fs.writeFile(blocker, 'x');
    const { reference } = await paidBooking(1);
    const config = ctx.app.config;
    const saved = config.outboxDir;
    config.outboxDir = path.join(blocker, 'outbox'); // mkdir fails: the transport is down
    try {
      const down = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/mailer/sendQrcode',
        headers: auth(alice),
        payload: { reference },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe("L'e-mail de confirmation n'a pas pu être envoyé. Veuillez réessayer.");
      const [order] = await ctx.app.db.select().from(orders).where(eq(orders.reference, reference));
      expect(order).toMatchObject({ emailedAt: null, emailClaimedAt: null });
    } finally {
      config.outboxDir = saved;
    }
    const before = (await listOutbox(outbox)).length;
    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mailer/sendQrcode',
      headers: auth(alice),
      payload: { reference },
    });
    expect(retry.json()).toMatchObject({ sent: true, alreadySent: false });
    expect((await listOutbox(outbox)).length).toBe(before + 1);
  });
});
