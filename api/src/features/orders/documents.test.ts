import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { barcodes, bookings, orderLines } from '../../db/schema';
import { listOutbox, readOutboxMessage } from '../../mail';
import { settleTransaction } from '../sales/settle';
import { holdFor, line, makeClient, makePark, makeSlot, makeTransaction, type Park } from '../sales/test-fixtures';
import { compressedPdfText } from './pdf-text.test-helper';
import { LINK_INVALID, NO_BIRTHDAY, TOO_LATE_TO_EDIT } from './birthday-routes';

notePostgresSkipped();

const child = { nom: 'Lea', age: 8, gateaux: { id: 2, name: 'Fraisier' }, commentaires: 'Allergie aux noix' };

describe.each(testDatabases())('order documents on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let owner: number;
  let other: number;
  const auth = (id: number) => ({ authorization: `Bearer ${ctx.app.signToken({ sub: id, type: 0, cv: 0 })}` });

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'documents-outbox-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    park = await makePark(ctx.app.db);
    owner = await makeClient(ctx.app.db, `owner-${kind}@example.com`, 'Nina', 'Petit');
    other = await makeClient(ctx.app.db, `other-${kind}@example.com`);
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  /** A paid birthday of 3 children on a slot and its linked slot, settled. */
  async function birthdayOrder(start?: Date, form = child) {
    const db = ctx.app.db;
    const main = await makeSlot(db, park, 10, start);
    const linked = await makeSlot(db, park, 10, start ? new Date(start.getTime() + 3600_000) : undefined);
    const lines = [
      line({
        id: park.articleId,
        idTariff: park.tariffId,
        counter: 3,
        unitCents: 2000,
        idPlanning: main.id,
        slotIds: [main.id, linked.id],
        kind: 'activity',
        articleName: 'ANNIVERSAIRE KARTING',
        client: { pid: 'b1', anniversaires: form },
      }),
    ];
    const reference = await makeTransaction(db, owner, lines, 'paid', { email: `owner-${kind}@example.com` });
    await holdFor(db, main.id, reference, 3);
    await holdFor(db, linked.id, reference, 3);
    const settled = await settleTransaction(ctx.app, reference, { skipEmail: true });
    return { orderId: settled.idTicket, main, linked };
  }

  it('gives the owner only the invitation PDF, with the child’s name and age', async () => {
    const { orderId } = await birthdayOrder();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/ticket/${orderId}/invitation`,
      headers: auth(owner),
    });
    expect(res.statusCode).toBe(200);
    const pdf = await ctx.app.inject({ method: 'GET', url: res.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`invitation-Lea-${orderId}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = compressedPdfText(pdf.rawPayload);
    expect(text).toContain('Lea');
    expect(text).toContain('qui fête ses 8 ans');
    const bearer = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket/${orderId}/invitation.pdf`,
      headers: auth(owner),
    });
    expect(bearer.statusCode).toBe(200);

    const stranger = await ctx.app.inject({
      method: 'POST',
      url: `/api/ticket/${orderId}/invitation`,
      headers: auth(other),
    });
    expect(stranger.statusCode).toBe(403);
    const strangerPdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket/${orderId}/invitation.pdf`,
      headers: auth(other),
    });
    expect(strangerPdf.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ticket/${orderId}/invitation.pdf` })).statusCode).toBe(
      401,
    );
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket/${orderId}/invitation.pdf?access=9999999999.${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(LINK_INVALID);
    // Another order's link does not open this one.
    const { orderId: second } = await birthdayOrder();
    const access = new URL(res.json().url, 'http://x').searchParams.get('access')!;
    const swapped = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket/${second}/invitation.pdf?access=${encodeURIComponent(access)}`,
    });
    expect(swapped.statusCode).toBe(403);
  });

  it('names the invitation after the child in UTF-8 (filename*), with an ASCII fallback (filename)', async () => {
    const { orderId } = await birthdayOrder(undefined, { ...child, nom: 'Zoé Łucja' });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket/${orderId}/invitation.pdf`,
      headers: auth(owner),
    });
    expect(pdf.statusCode).toBe(200);
    const header = String(pdf.headers['content-disposition']);
    expect(header).toMatch(/^attachment; /);
    const extended = /; filename\*=UTF-8''([^;\s]+)/.exec(header);
    expect(extended && decodeURIComponent(extended[1]!)).toBe(`invitation-Zoé Łucja-${orderId}.pdf`);
    const fallback = /; filename=("?)([^";]*)\1(;|$)/.exec(header);
    expect(fallback?.[2]).toBe(`invitation-Zoe-Lucja-${orderId}.pdf`);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('has no invitation for an order without a birthday', async () => {
    const slot = await makeSlot(ctx.app.db, park, 10);
    const l = line({
      id: park.articleId,
      idTariff: park.tariffId,
      counter: 1,
      unitCents: 1750,
      idPlanning: slot.id,
      slotIds: [slot.id],
    });
    const reference = await makeTransaction(ctx.app.db, owner, [l]);
    await holdFor(ctx.app.db, slot.id, reference, 1);
    const { idTicket } = await settleTransaction(ctx.app, reference, { skipEmail: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/ticket/${idTicket}/invitation`,
      headers: auth(owner),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_BIRTHDAY);
  });

  it('keeps the child form on the order and the staff notes, and lets the owner edit it before the day', async () => {
    const { orderId, main, linked } = await birthdayOrder();
    const notes = async () =>
      (await ctx.app.db.select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.slotId))).map(
        (b) => [b.slotId, b.notes],
      );
    expect(await notes()).toEqual([
      [main.id, 'Anniversaire de Lea, 8 ans, gâteau : Fraisier — Allergie aux noix'],
      [linked.id, 'Anniversaire de Lea, 8 ans, gâteau : Fraisier — Allergie aux noix'],
    ]);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${owner}`, headers: auth(owner) });
    const sale = list.json().find((o: { id: number }) => o.id === orderId).sales[0];
    expect(sale.anniversaires).toEqual(child);
    expect(sale.slots).toHaveLength(2);

    const edit = (id: number, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/ticket/${orderId}/birthday`, headers: auth(id), payload: body });
    const changed = { nom: 'Léa', age: 9, gateaux: { id: 1, name: 'Gâteau au chocolat' }, commentaires: '' };
    expect((await edit(other, changed)).statusCode).toBe(403);
    const bad = await edit(owner, { ...changed, age: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("L'âge de l'enfant doit être un nombre entier d'au moins 1.");
    const ok = await edit(owner, changed);
    expect(ok.statusCode).toBe(200);
    expect(await notes()).toEqual([
      [main.id, 'Anniversaire de Léa, 9 ans, gâteau : Gâteau au chocolat'],
      [linked.id, 'Anniversaire de Léa, 9 ans, gâteau : Gâteau au chocolat'],
    ]);
    const [stored] = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(stored!.details.anniversaires).toEqual({ ...changed, gateaux: { id: 1, name: 'Gâteau au chocolat' } });
  });

  it('refuses to edit the form on the day of the party', async () => {
    const soon = new Date(Date.now() + 2 * 3600_000);
    const { orderId } = await birthdayOrder(soon);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ticket/${orderId}/birthday`,
      headers: auth(owner),
      payload: { ...child, age: 9 },
    });
    // Two hours from now is today in Paris, unless it is past 22:00 there: then tomorrow, still editable.
    const parisHour = Number(
      new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', timeZone: 'Europe/Paris' })
        .format(new Date())
        .replace(/\D/g, ''),
    );
    if (parisHour < 22) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TOO_LATE_TO_EDIT);
    } else expect(res.statusCode).toBe(200);
  });

  it('makes one QR code per person, the equipment listed on it, in the e-mail too', async () => {
    const db = ctx.app.db;
    const slot = await makeSlot(db, park, 10);
    const lines = [
      line({
        id: park.articleId,
        idTariff: park.tariffId,
        counter: 3,
        unitCents: 1750,
        idPlanning: slot.id,
        slotIds: [slot.id],
        kind: 'activity',
        articleName: 'KARTING 10 MIN',
        client: { pid: 'g' },
      }),
      line({
        id: park.articleId,
        idTariff: park.equipmentTariffId,
        counter: 2,
        unitCents: 300,
        kind: 'equipment',
        description: 'Équipement',
        client: { pid: 'g' },
      }),
    ];
    const reference = await makeTransaction(db, owner, lines, 'paid', { email: 'qr@example.com' });
    await holdFor(db, slot.id, reference, 3);
    const settled = await settleTransaction(ctx.app, reference);
    expect(settled.sales.map((s) => s.barcodeList.length)).toEqual([3, 0]);
    const codes = await db
      .select()
      .from(barcodes)
      .where(eq(barcodes.orderLineId, settled.sales[0]!.id))
      .orderBy(asc(barcodes.id));
    expect(codes.map((c) => c.items)).toEqual([['Équipement'], ['Équipement'], []]);
    const entries = await listOutbox(outbox);
    const mine = entries.find((e) => e.to.includes('qr@example.com'))!;
    const message = (await readOutboxMessage(outbox, mine.id))!;
    expect(message.html).toContain('Présentez un QR code par personne');
    expect((message.html ?? '').match(/<img src="cid:qr-/g)).toHaveLength(3);
    expect(message.html).toContain('personne 1/3');
    expect(message.html).toContain('Avec : Équipement');
  });
});
