import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { settleTransaction } from '../sales/settle';
import { line, makeClient, makePark, makeSlot, makeTransaction, type Park } from '../sales/test-fixtures';
import { pdfText } from './pdf-text.test-helper';

notePostgresSkipped();

describe.each(testDatabases())('orders and invoices on %s', (kind) => {
  let ctx: TestContext;
  let outbox: string;
  let park: Park;
  let alice: number;
  let bob: number;
  const ids: number[] = [];
  const auth = (id: number) => ({ authorization: `Bearer ${ctx.app.signToken({ sub: id, type: 0, cv: 0 })}` });

  beforeAll(async () => {
    outbox = await fs.mkdtemp(path.join(os.tmpdir(), 'orders-'));
    ctx = await createTestApp(kind, { outboxDir: outbox });
    park = await makePark(ctx.app.db);
    alice = await makeClient(ctx.app.db, `alice-o-${kind}@example.com`, 'Alice', 'Durand');
    bob = await makeClient(ctx.app.db, `bob-o-${kind}@example.com`, 'Bob', 'Petit');
    // Its own start (the fixture counts hours across the engines of this file): the answer names it.
    const slot = await makeSlot(ctx.app.db, park, 50, new Date(Date.UTC(2030, 5, 1, 8, 0)));
    for (let i = 1; i <= 3; i++) {
      const reference = await makeTransaction(ctx.app.db, alice, [
        line({
          id: park.articleId,
          idTariff: park.tariffId,
          counter: i,
          unitCents: 1750,
          finalUnitCents: 1575,
          promoCode: 'ETE10',
          percentage: 10,
          idPlanning: slot.id,
          slotIds: [slot.id],
        }),
        line({
          id: park.articleId,
          idTariff: park.equipmentTariffId,
          counter: 1,
          unitCents: 300,
          description: 'Avec équipement (charlotte et gants)',
        }),
      ]);
      const settled = await settleTransaction(ctx.app, reference, {
        now: new Date(Date.UTC(2026, 2, 28 + i, 9)),
        skipEmail: true,
      });
      ids.push(settled.idTicket);
    }
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(outbox, { recursive: true, force: true });
  });

  it('GET /api/ticket lists the caller’s orders, newest first, paged, with the total count', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket?idClient=${alice}&_limit=2&_offset=0&_sortBy=date&_sortOrder=DESC`,
      headers: auth(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const list = res.json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(list[0]).toEqual({
      id: ids[2],
      date: '2026-03-31T11:00:00+02:00',
      total: 50.25,
      reference: expect.any(String),
      paymentMethod: 'Carte bancaire',
      sales: [
        {
          id: expect.any(Number),
          qty: 3,
          label: 'KARTING 10 MIN',
          price: 15.75,
          quantity: '3 participants',
          detail: 'tarif',
          start: '2030-06-01T10:00:00+02:00',
        },
        {
          id: expect.any(Number),
          qty: 1,
          label: 'KARTING 10 MIN',
          price: 3,
          quantity: '1',
          detail: 'Avec équipement (charlotte et gants)',
        },
      ],
    });
    const page2 = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket?idClient=${alice}&_limit=2&_offset=2`,
      headers: auth(alice),
    });
    expect(page2.json().map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    expect(page2.json()[0].date).toBe('2026-03-29T11:00:00+02:00');
    const asc = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket?idClient=${alice}&_sortOrder=ASC`,
      headers: auth(alice),
    });
    expect(asc.json().map((o: { id: number }) => o.id)).toEqual(ids);

    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${alice}`, headers: auth(bob) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${alice}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=abc`, headers: auth(alice) })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${alice}&_limit=1000`, headers: auth(alice) }))
        .statusCode,
    ).toBe(400);
    const empty = await ctx.app.inject({ method: 'GET', url: `/api/ticket?idClient=${bob}`, headers: auth(bob) });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('POST /api/ticket/{id}/print gives a link to a real PDF invoice, for the owner only', async () => {
    const print = await ctx.app.inject({ method: 'POST', url: `/api/ticket/${ids[2]}/print`, headers: auth(alice) });
    expect(print.statusCode).toBe(200);
    const { url } = print.json();
    expect(url).toMatch(new RegExp(`^/api/ticket/${ids[2]}/invoice\\.pdf\\?access=`));
    const pdf = await ctx.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename=facture-${ids[2]}.pdf`);
    expect(pdf.headers['x-ratelimit-limit']).toBe('60');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);

    const withBearer = await ctx.app.inject({
      method: 'GET',
      url: `/api/ticket/${ids[2]}/invoice.pdf`,
      headers: auth(alice),
    });
    expect(withBearer.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket/${ids[2]}/invoice.pdf`, headers: auth(bob) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ticket/${ids[2]}/invoice.pdf` })).statusCode).toBe(401);
    // A link is bound to its order.
    const access = new URL(url, 'http://x').searchParams.get('access');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket/${ids[1]}/invoice.pdf?access=${access}` })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket/${ids[2]}/invoice.pdf?access=1.abc` })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/ticket/${ids[2]}/print`, headers: auth(bob) })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/ticket/999999/print`, headers: auth(alice) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/ticket/abc/print`, headers: auth(alice) })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/ticket/1e309/print`, headers: auth(alice) })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/ticket/99999999999/print`, headers: auth(alice) })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ticket/1e309/invoice.pdf?access=1` })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/ticket/99999999999/invoice.pdf?access=1` })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/ticket?idClient=${alice}&_offset=1e309`,
          headers: auth(alice),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the invoice shows the order number, date, lines, VAT 20 % and total', async () => {
    const { loadOrderDetails } = await import('./details');
    const { renderInvoicePdf } = await import('./invoice');
    const details = await loadOrderDetails(ctx.app.db, ids[2]!);
    const text = pdfText(await renderInvoicePdf(details!, { compress: false }));
    expect(text).toContain(`Facture n° F-${String(ids[2]).padStart(6, '0')}`);
    expect(text).toContain(`Commande n° ${ids[2]}`);
    expect(text).toContain('Date : 31/03/2026');
    // Each line named once (the label already says the activity).
    expect(text).toContain('KARTING 10 MIN');
    expect(text).not.toContain('KARTING — KARTING');
    expect(text).toContain('47,25 €'); // 3 x 15,75 €
    expect(text).toContain('Total HT');
    expect(text).toContain('41,88 €'); // 50,25 / 1,2 rounded
    expect(text).toContain('TVA 20 %');
    expect(text).toContain('8,37 €');
    expect(text).toContain('50,25 €');
    expect(text).toContain('Facture acquittée le 31/03/2026 par carte bancaire.');
    // The seller's legal mentions (the demonstration park's by default); the VAT said once.
    expect(text).toContain('SIRET 841 234 560 00016');
    expect(text).toContain('FR81841234560');
    expect(text).toContain('12 rue des Loisirs, 69007 Lyon');
    expect(text.match(/TVA 20 %/g)).toHaveLength(1);
    expect(text).not.toContain('TTC, TVA');
  });
});
