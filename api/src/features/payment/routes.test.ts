import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { orders, planningSlots, slotHolds, transactions } from '../../db/schema';
import { computeHmac, hmacMessage } from './paybox-protocol';
import { seedPaymentFixture, signedAnswer, type PaymentFixture } from './test-fixtures';
import { expireStaleTransactions } from './transactions';
import { SLOT_FULL_MESSAGE } from './holds';

notePostgresSkipped();

describe.each(testDatabases())('payment API on %s', (kind) => {
  let ctx: TestContext;
  let fx: PaymentFixture;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-outbox-'));
    // The site's remotes.json: the snacking area, which a bar tablet runs alone on its own origin.
    const remotesFile = path.join(outboxDir, 'remotes.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify([{ name: 'mf_snacking', manifest: 'http://tablet.test/mf-manifest.json', routes: ['/snaking'] }]),
    );
    ctx = await createTestApp(kind, {
      siteUrl: 'http://site.test',
      apiPublicUrl: 'http://api.test',
      outboxDir,
      remotesFile,
    });
    fx = await seedPaymentFixture(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  const auth = (token = fx.token) => ({ authorization: `Bearer ${token}` });

  function basket(overrides: Record<string, unknown> = {}, lines?: unknown[]) {
    return {
      total: 2 * 18.5 + 6,
      email: 'payeur@example.fr',
      transactionRef: null,
      SUMMARIZE: 'summarize',
      type: 'ACTIVITY',
      promoCodes: [],
      lines: lines ?? [
        {
          id: fx.karting.article,
          idTariff: fx.karting.base,
          counter: 2,
          price: 18.5,
          idPlanning: fx.slots.open,
          pid: 'g1',
          description: 'Karting',
        },
        { id: fx.socks.article, idTariff: fx.socks.tariff, counter: 1, price: 6 },
      ],
      ...overrides,
    };
  }

  async function initiate(body: Record<string, unknown>, token = fx.token) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      headers: auth(token),
      payload: body,
    });
  }

  async function activeHolds(reference: string) {
    return ctx.app.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.reference, reference), isNull(slotHolds.releasedAt), isNull(slotHolds.consumedAt)));
  }

  async function status(reference: string) {
    const [t] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, reference));
    return t?.status;
  }

  async function orderCount(reference: string) {
    return (await ctx.app.db.select().from(orders).where(eq(orders.reference, reference))).length;
  }

  const ipn = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/ipn?${query}` });
  const browserReturn = (outcome: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/return/${outcome}?${query}` });

  it('prices the basket, holds the places and answers the signed Paybox form', async () => {
    const res = await initiate(basket({ transactionRef: 'WEB20260329013005ABCDEF' }));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.reference).toBe('WEB20260329013005ABCDEF');
    expect(answer.url).toBe('http://127.0.0.1:4100/cgi/MYchoix_pagepaiement.cgi');
    expect(answer.amount).toBe(43);
    const body = answer.body as Record<string, string>;
    expect(Object.keys(body).slice(0, 8)).toEqual([
      'PBX_SITE',
      'PBX_RANG',
      'PBX_IDENTIFIANT',
      'PBX_TOTAL',
      'PBX_DEVISE',
      'PBX_CMD',
      'PBX_PORTEUR',
      'PBX_RETOUR',
    ]);
    expect(body).toMatchObject({
      PBX_SITE: '1999888',
      PBX_RANG: '32',
      PBX_IDENTIFIANT: '107904482',
      PBX_TOTAL: '4300',
      PBX_DEVISE: '978',
      PBX_CMD: 'WEB20260329013005ABCDEF',
      PBX_PORTEUR: 'payeur@example.fr',
      PBX_RETOUR: 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K',
      PBX_HASH: 'SHA512',
      PBX_EFFECTUE: 'http://site.test/api/v1/paybox/return/effectue',
      PBX_REFUSE: 'http://site.test/api/v1/paybox/return/refuse',
      PBX_ANNULE: 'http://site.test/api/v1/paybox/return/annule',
      PBX_REPONDRE_A: 'http://api.test/api/v1/paybox/ipn',
    });
    expect(body.PBX_SHOPPINGCART).toContain('<totalQuantity>3</totalQuantity>');
    expect(body.PBX_BILLING).toContain('<FirstName>Jeanne</FirstName>');
    const fields = Object.entries(body);
    expect(body.PBX_HMAC).toBe(computeHmac(fields, '0123456789ABCDEF'.repeat(8)));
    expect(hmacMessage(fields)).not.toContain('PBX_HMAC');

    const holds = await activeHolds(answer.reference);
    expect(holds.map((h) => [h.slotId, h.qty])).toEqual([[fx.slots.open, 2]]);
    const [t] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, answer.reference));
    expect(t).toMatchObject({
      status: 'pending',
      amountCents: 4300,
      clientId: fx.clientId,
      type: 'ACTIVITY',
      summarize: 'summarize',
    });
    expect(t!.lines.map((l) => [l.id, l.idTariff, l.counter, l.finalUnitCents])).toEqual([
      [fx.karting.article, fx.karting.base, 2, 1850],
      [fx.socks.article, fx.socks.tariff, 1, 600],
    ]);
  });

  it('generates a new reference when the proposed one is already used or unusable', async () => {
    const first = (await initiate(basket({ transactionRef: 'WEBREUSED0001' }))).json();
    const second = (await initiate(basket({ transactionRef: 'WEBREUSED0001' }))).json();
    expect(first.reference).toBe('WEBREUSED0001');
    expect(second.reference).toMatch(/^PK-\d{8}-[0-9A-F]{12}$/);
    const odd = (await initiate(basket({ transactionRef: 'a b<script>' }))).json();
    expect(odd.reference).toMatch(/^PK-/);
  });

  it('applies a promo code on its articles only and checks the total against it', async () => {
    // 18,50 x 0,85 = 15,725 -> 15,73 ; x 2 = 31,46 ; + socks 6 = 37,46
    const lines = [
      { id: fx.karting.article, idTariff: fx.karting.base, counter: 2, idPlanning: fx.slots.open },
      { id: fx.socks.article, idTariff: fx.socks.tariff, counter: 1 },
    ];
    const ok = await initiate(
      basket({ total: 37.46, promoCodes: [{ label: 'kart15', articles: 'x', percentage: 99 }] }, lines),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().body.PBX_TOTAL).toBe('3746');
    const expired = await initiate(basket({ total: 18.5, promoCodes: ['EXPIRED'] }, lines.slice(0, 1)));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^Code promo n'est pas valide\./);
  });

  it('refuses a tampered total, a tariff of another article, past, deleted and full slots, and anonymous calls', async () => {
    const tampered = await initiate(basket({ total: 1 }));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      code: 'TOTAL_MISMATCH',
      message:
        'Le montant du panier (1,00 €) ne correspond pas aux tarifs en vigueur (43,00 €). Merci de vérifier votre panier.',
    });

    const foreignTariff = await initiate(
      basket({ total: 6 }, [{ id: fx.socks.article, idTariff: fx.karting.base, counter: 1 }]),
    );
    expect(foreignTariff.statusCode).toBe(400);
    expect(foreignTariff.json().code).toBe('TARIFF_MISMATCH');

    const past = await initiate(
      basket({ total: 18.5 }, [
        { id: fx.karting.article, idTariff: fx.karting.base, counter: 1, idPlanning: fx.slots.past },
      ]),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/est déjà passé\. Merci de sélectionner un autre créneau horaire\.$/);

    const deleted = await initiate(
      basket({ total: 18.5 }, [
        { id: fx.karting.article, idTariff: fx.karting.base, counter: 1, idPlanning: fx.slots.deleted },
      ]),
    );
    expect(deleted.statusCode).toBe(409);

    const full = await initiate(
      basket({ total: 74 }, [
        { id: fx.karting.article, idTariff: fx.karting.base, counter: 4, idPlanning: fx.slots.small },
      ]),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(SLOT_FULL_MESSAGE);
    expect(await ctx.app.db.select().from(slotHolds).where(eq(slotHolds.slotId, fx.slots.small))).toHaveLength(0);

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/initiate-paybox-transaction',
      payload: basket(),
    });
    expect(anonymous.statusCode).toBe(401);

    const bad = await initiate({ ...basket(), SUMMARIZE: 'other' });
    expect(bad.statusCode).toBe(400);
  });

  it("a buyer's new payment releases the places of their unfinished one (Back from the gateway), never someone else's", async () => {
    const line = [{ id: fx.karting.article, idTariff: fx.karting.base, counter: 3, idPlanning: fx.slots.small }];
    const first = await initiate(basket({ total: 55.5 }, line));
    expect(first.statusCode).toBe(200);
    const other = await initiate(basket({ total: 18.5 }, [{ ...line[0], counter: 1 }]), fx.otherToken);
    expect(other.statusCode).toBe(409);
    const retry = await initiate(basket({ total: 55.5 }, line));
    expect(retry.statusCode).toBe(200);
    expect(await activeHolds(first.json().reference)).toHaveLength(0);
    expect((await activeHolds(retry.json().reference)).map((h) => h.qty)).toEqual([3]);
    expect(await status(first.json().reference)).toBe('cancelled');
    // A refused attempt keeps the earlier holds (the whole initiation is one database transaction).
    const refused = await initiate(basket({ total: 74 }, [{ ...line[0], counter: 4 }]));
    expect(refused.statusCode).toBe(409);
    expect(await activeHolds(retry.json().reference)).toHaveLength(1);
    await browserReturn('annule', signedAnswer(retry.json().reference, 5550, '00117'));
  });

  it('IPN then browser return: paid once, settled once, redirected to the confirmation page', async () => {
    const { reference } = (await initiate(basket())).json();
    const answer = signedAnswer(reference, 4300, '00000');
    const first = await ipn(answer);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('');
    expect(await status(reference)).toBe('paid');
    expect(await orderCount(reference)).toBe(1);
    expect(await activeHolds(reference)).toHaveLength(0); // consumed by the settlement

    const again = await ipn(answer);
    expect(again.statusCode).toBe(200);
    const back = await browserReturn('effectue', answer);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/confirmation?reference=${reference}`);
    expect(await orderCount(reference)).toBe(1);

    const poll = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/paybox/transactions/${reference}`,
      headers: auth(),
    });
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toMatchObject({
      reference,
      status: 'paid',
      amount: 43,
      errorCode: '00000',
      authorization: '123456',
    });
    expect(poll.json().paidAt).toMatch(/[+-]0[12]:00$/);
  });

  it('browser return then IPN (by POST): the same single settlement; the snacking return says so', async () => {
    const table = { id: fx.bar.article, counter: 2, ZONE: fx.bar.zone, TABLE: fx.bar.table };
    const { reference } = (await initiate(basket({ SUMMARIZE: 'snaking', total: 7 }, [table]))).json();
    const answer = signedAnswer(reference, 700, '00000');
    const back = await browserReturn('effectue', answer);
    expect(back.headers.location).toBe(`/confirmation?reference=${reference}&type=snaking`);
    expect(await status(reference)).toBe('paid');
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/paybox/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: answer,
    });
    expect(post.statusCode).toBe(200);
    expect(await orderCount(reference)).toBe(1);
  });

  it("a table order needs the tickets e-mail typed at the table, not the account's address", async () => {
    const table = { id: fx.bar.article, counter: 1, ZONE: fx.bar.zone, TABLE: fx.bar.table };
    for (const email of ['', 'pas-un-email']) {
      const refused = await initiate(basket({ SUMMARIZE: 'snaking', total: 3.5, email }, [table]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Adresse email est invalide');
    }
    const typed = await initiate(basket({ SUMMARIZE: 'snaking', total: 3.5, email: ' invite@example.fr ' }, [table]));
    expect(typed.statusCode).toBe(200);
    const [t] = await ctx.app.db.select().from(transactions).where(eq(transactions.reference, typed.json().reference));
    expect(t!.email).toBe('invite@example.fr');
    expect(typed.json().body.PBX_PORTEUR).toBe('invite@example.fr');
    // A booking still falls back on the account's address.
    expect((await initiate(basket({ email: '' }))).statusCode).toBe(200);
  });

  it('a tablet on its own origin is sent back there, to its table; a forged origin is refused and nothing held', async () => {
    const table = { id: fx.bar.article, counter: 1, ZONE: fx.bar.zone, TABLE: fx.bar.table };
    const started = await initiate(
      basket({ SUMMARIZE: 'snaking', total: 3.5, returnOrigin: 'http://tablet.test' }, [table]),
    );
    expect(started.statusCode).toBe(200);
    const { reference, body } = started.json();
    const place = `table/${fx.bar.zone}/${fx.bar.table}`;
    expect(body).toMatchObject({
      PBX_EFFECTUE: `http://tablet.test/api/v1/paybox/return/effectue/${place}`,
      PBX_REFUSE: `http://tablet.test/api/v1/paybox/return/refuse/${place}`,
      PBX_ANNULE: `http://tablet.test/api/v1/paybox/return/annule/${place}`,
      PBX_ATTENTE: `http://tablet.test/api/v1/paybox/return/attente/${place}`,
      PBX_REPONDRE_A: 'http://api.test/api/v1/paybox/ipn',
    });
    const tabletReturn = (outcome: string, query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/return/${outcome}/${place}?${query}` });
    const tableBasket = `/panier/${fx.bar.zone}/${fx.bar.table}/snaking`;
    // An answer matching no payment (forged, or of an amount not the order's) still brings the tablet back
    // to its table's basket with the error, not to the site's basket (a page the tablet does not have).
    const unknown = await tabletReturn('effectue', signedAnswer('WEBNOSUCHREFERENCE', 350, '00000'));
    expect(unknown.headers.location).toBe(`${tableBasket}?type=error`);
    const unsigned = await tabletReturn('effectue', `Mt=350&Ref=${reference}&Erreur=00000&sign=AAAA`);
    expect(unsigned.headers.location).toBe(`${tableBasket}?type=error`);
    const mismatch = await tabletReturn('effectue', signedAnswer(reference, 1, '00000'));
    expect(mismatch.headers.location).toBe(`${tableBasket}?type=error`);
    expect(await status(reference)).toBe('pending');
    // Cancelled on the gateway: back to the table's basket, on the origin the browser came back to.
    const back = await tabletReturn('annule', signedAnswer(reference, 350, '00117'));
    expect(back.headers.location).toBe(`${tableBasket}?type=cancelled`);
    // Table numbers that are not numbers are not a return address.
    const odd = await ctx.app.inject({ method: 'GET', url: '/api/v1/paybox/return/effectue/table/x/../../evil?a=1' });
    expect(odd.statusCode).toBeGreaterThanOrEqual(400);

    for (const forged of ['https://evil.example', 'http://tablet.test.evil.example', 'http://site.test/x']) {
      const refused = await initiate(basket({ SUMMARIZE: 'snaking', total: 3.5, returnOrigin: forged }, [table]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("L'adresse de retour du paiement n'est pas une adresse du site.");
    }
    const site = await initiate(basket({ returnOrigin: 'http://site.test' }));
    expect(site.json().body.PBX_EFFECTUE).toBe('http://site.test/api/v1/paybox/return/effectue');
  });

  it('refused then paid attempts: the refusal releases the places, a late paid answer is settled (places still free), a new attempt pays', async () => {
    const firstTry = (await initiate(basket({ transactionRef: 'WEBRETRY0001' }))).json();
    expect(firstTry.reference).toBe('WEBRETRY0001');
    const refusal = signedAnswer(firstTry.reference, 4300, '00021');
    expect((await ipn(refusal)).statusCode).toBe(200);
    expect(await status(firstTry.reference)).toBe('refused');
    expect(await activeHolds(firstTry.reference)).toHaveLength(0);
    const back = await browserReturn('refuse', refusal);
    expect(back.headers.location).toBe('/panier?type=refused');

    // The card was charged after all: the refused reference becomes paid late and settles (places still free).
    expect((await ipn(signedAnswer(firstTry.reference, 4300, '00000'))).statusCode).toBe(200);
    expect(await status(firstTry.reference)).toBe('paid');
    expect(await orderCount(firstTry.reference)).toBe(1);

    // The basket retries with the same stored reference: the server draws a new one.
    const secondTry = (await initiate(basket({ transactionRef: 'WEBRETRY0001' }))).json();
    expect(secondTry.reference).not.toBe('WEBRETRY0001');
    const paid = signedAnswer(secondTry.reference, 4300, '00000');
    expect((await ipn(paid)).statusCode).toBe(200);
    expect(await status(secondTry.reference)).toBe('paid');
    // A later refusal never overwrites paid.
    expect((await ipn(signedAnswer(secondTry.reference, 4300, '00105'))).statusCode).toBe(200);
    expect(await status(secondTry.reference)).toBe('paid');
    expect(await orderCount(secondTry.reference)).toBe(1);
  });

  it('a cancellation returns to the basket and frees the places', async () => {
    const { reference } = (await initiate(basket())).json();
    const back = await browserReturn('annule', signedAnswer(reference, 4300, '00117'));
    expect(back.headers.location).toBe('/panier?type=cancelled');
    expect(await status(reference)).toBe('cancelled');
    expect(await activeHolds(reference)).toHaveLength(0);
  });

  it('refuses a bad signature (400; the browser: the basket with the error), and an amount that differs from the order', async () => {
    const { reference } = (await initiate(basket())).json();
    const answer = signedAnswer(reference, 4300, '00000');
    const forged = answer.replace('Mt=4300', 'Mt=5299');
    expect((await ipn(forged)).statusCode).toBe(400);
    // A person is never left on a JSON error: the browser goes to the basket with the error, nothing applied.
    const forgedBack = await browserReturn('effectue', forged);
    expect(forgedBack.statusCode).toBe(302);
    expect(forgedBack.headers.location).toBe('/panier?type=error');
    expect(await status(reference)).toBe('pending');
    expect((await ipn(`Mt=4300&Ref=${reference}&Erreur=00000`)).statusCode).toBe(400);
    expect((await ipn('')).statusCode).toBe(400);

    const wrongAmount = signedAnswer(reference, 100, '00000');
    expect((await ipn(wrongAmount)).statusCode).toBe(400);
    const back = await browserReturn('effectue', wrongAmount);
    expect(back.headers.location).toBe('/panier?type=error');
    expect(await status(reference)).toBe('pending');
    expect((await ipn(signedAnswer('NO-SUCH-REF', 4300, '00000'))).statusCode).toBe(404);
  });

  it('shows a transaction to its owner only', async () => {
    const { reference } = (await initiate(basket())).json();
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/paybox/transactions/${reference}`,
      headers: auth(),
    });
    expect(mine.json()).toMatchObject({
      status: 'pending',
      amount: 43,
      lines: [
        { counter: 2, price: 18.5, total: 37 },
        { counter: 1, price: 6 },
      ],
    });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/paybox/transactions/${reference}`,
          headers: auth(fx.otherToken),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/paybox/transactions/NOPE', headers: auth() })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/paybox/transactions/${reference}` })).statusCode).toBe(
      401,
    );
  });

  it('answers availability with held places counted and expired holds ignored; the sweep expires stale payments', async () => {
    const check = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/planning/availability',
          payload: {
            items: [
              { idPlanning: fx.slots.small, qty: 2 },
              { idPlanning: fx.slots.past, qty: 1 },
              { idPlanning: 999999, qty: 1 },
            ],
          },
        })
      ).json();
    expect(await check()).toEqual({
      ok: false,
      message: SLOT_FULL_MESSAGE,
      items: [
        { idPlanning: fx.slots.small, qty: 2, free: 3, ok: true },
        { idPlanning: fx.slots.past, qty: 1, free: 10, ok: false, problem: 'past' },
        { idPlanning: 999999, qty: 1, free: 0, ok: false, problem: 'unknown' },
      ],
    });
    const { reference } = (
      await initiate(
        basket({ total: 37 }, [
          { id: fx.karting.article, idTariff: fx.karting.base, counter: 2, idPlanning: fx.slots.small },
        ]),
      )
    ).json();
    expect((await check()).items[0]).toEqual({
      idPlanning: fx.slots.small,
      qty: 2,
      free: 1,
      ok: false,
      problem: 'full',
    });
    // An expired hold no longer counts, even before the sweep.
    await ctx.app.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.reference, reference));
    expect((await check()).items[0]).toMatchObject({ free: 3, ok: true });
    const expired = await expireStaleTransactions(ctx.app.db, new Date(Date.now() + 60_000), new Date());
    expect(expired).toContain(reference);
    expect(await status(reference)).toBe('expired');
    expect(await activeHolds(reference)).toHaveLength(0);
    // A late paid answer for an expired transaction is recorded and settled: its places were still free.
    await ipn(signedAnswer(reference, 3700, '00000'));
    expect(await status(reference)).toBe('paid');
    const [slot] = await ctx.app.db.select().from(planningSlots).where(eq(planningSlots.id, fx.slots.small));
    expect(slot!.placesTaken).toBe(2);
  });
});
