import zlib from 'node:zlib';
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { createSeededApp } from '../../seed/test-fixtures';
import { ActivitySchema, FormulaSchema, OfferSchema, TariffSchema } from './schemas';

notePostgresSkipped();

describe.each(testDatabases())('catalogue routes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSeededApp(kind);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('lists every activity of the specification with its participant bounds and colours', async () => {
    const res = await get('/api/v1/activites');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { data } = res.json();
    expect(Value.Check(Type.Array(ActivitySchema), data)).toBe(true);
    const codes = data.map((a: { code: string }) => a.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'karting',
        'trampoline',
        'bowling',
        'bar-games',
        'virtual-reality',
        'karaoke',
        'playground',
        'birthday',
        'events',
        'company',
        'subscription',
        'family-club',
      ]),
    );
    const karting = data.find((a: { code: string }) => a.code === 'karting');
    expect(karting).toMatchObject({
      name: 'KARTING',
      minParticipants: 0,
      maxParticipants: 10,
      status: true,
      image: '/api/media/images/karting.svg',
    });
    expect(JSON.parse(karting.strings)).toEqual({ string_1: expect.any(String), string_2: expect.any(String) });
    expect(data.find((a: { code: string }) => a.code === 'company').name).toBe('BILLETERIE CSE');
    expect(data.find((a: { code: string }) => a.code === 'bar-games')).toMatchObject({
      minParticipants: 1,
      maxParticipants: 4,
    });
    expect(data.find((a: { code: string }) => a.code === 'virtual-reality')).toMatchObject({
      minParticipants: 1,
      maxParticipants: 8,
    });
  });

  it('answers cache headers and 304 on a matching ETag', async () => {
    const first = await get('/api/v1/activites');
    expect(first.headers['cache-control']).toMatch(/max-age=60/);
    const etag = String(first.headers.etag);
    const again = await get('/api/v1/activites', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses for clients that accept it, with a distinct ETag per encoding', async () => {
    const plain = await get('/api/v1/activites');
    const br = await get('/api/v1/activites', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gz = await get('/api/v1/activites', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(
      (await get('/api/v1/activites', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) }))
        .statusCode,
    ).toBe(304);
    expect((await get('/api/v1/activites', { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('filters offers by activity and rejects a malformed id', async () => {
    const all = (await get('/api/v1/offres')).json().data;
    const karting = (await get('/api/v1/offres?aid=1')).json().data;
    expect(Value.Check(Type.Array(OfferSchema), all)).toBe(true);
    expect(karting.length).toBeGreaterThan(0);
    expect(karting.length).toBeLessThan(all.length);
    expect(karting.every((o: { aid: number }) => o.aid === 1)).toBe(true);
    expect((await get('/api/v1/offres?aid=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/offres?aid=-3')).statusCode).toBe(400);
    expect((await get('/api/v1/offres?aid=999')).json()).toEqual({ data: [] });
  });

  it('serves formulas with articles, rooms, packs and dates; one formula has no article', async () => {
    const res = await get('/api/v1/formules');
    const { data } = res.json();
    expect(Value.Check(Type.Array(FormulaSchema), data)).toBe(true);
    expect(data.some((f: { article: number | null }) => f.article === null)).toBe(true);
    const duo = data.find((f: { code: string | null }) => f.code === 'duo-pack');
    expect(duo.relatedPack.split(',')).toHaveLength(2);
    expect(data.find((f: { name: string }) => f.name === 'TRAMPOLINES - ABONNEMENTS 1 MOIS')).toMatchObject({
      code: 'subscription',
    });
    const dated = data.find((f: { date: string | null }) => f.date !== null);
    expect(dated.date).toBe('2026-12-31T20:00:00+01:00');
    const byOffer = (await get('/api/v1/formules?oid=1')).json().data;
    expect(byOffer.every((f: { oid: number }) => f.oid === 1)).toBe(true);
    expect((await get('/api/v1/formulesx')).json()).toEqual(res.json());
  });

  it('answers one formula under data.formule, 404 when unknown, 400 when malformed', async () => {
    const one = await get('/api/v1/formules/5');
    expect(one.statusCode).toBe(200);
    expect(one.json().data.formule).toMatchObject({ fid: 5, code: 'duo-pack' });
    const missing = await get('/api/v1/formules/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Formule introuvable.' });
    expect((await get('/api/v1/formules/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/formules/0')).statusCode).toBe(400);
    // '1e309' is coerced to Infinity by the validator: still a 400, not a database error.
    expect((await get('/api/v1/formules/1e309')).statusCode).toBe(400);
    expect((await get('/api/articles/1e309/tariffs')).statusCode).toBe(400);
    expect((await get('/api/articles?_limit=1e309')).statusCode).toBe(400);
  });

  it('lists birthday sub-formulas and accessories', async () => {
    const subs = (await get('/api/v1/subFormules')).json().data.subFormules;
    expect(subs.length).toBeGreaterThan(0);
    expect(subs[0]).toEqual({
      anniv_formule: expect.any(Number),
      linked_formule: expect.any(Number),
      start: expect.any(Number),
    });
    const accessories = (await get('/api/v1/accessoires')).json().data;
    expect(accessories[0]).toEqual({
      aid: expect.any(Number),
      cid: expect.any(Number),
      name: expect.any(String),
      article: expect.any(Number),
    });
  });

  it('searches articles with the requested fields and keeps the drinks categories', async () => {
    const res = await get('/api/articles?q=&_limit=1000&fields=id,name,category,onSale');
    expect(res.statusCode).toBe(200);
    const { articles, total } = res.json();
    expect(total).toBe(articles.length);
    const categories = new Set(articles.map((a: { category: string }) => a.category));
    for (const c of ['SOFT', 'BIÈRE', 'PLANCHE APÉRO À PARTAGER']) expect(categories.has(c)).toBe(true);
    expect(articles.some((a: { onSale: boolean }) => !a.onSale)).toBe(true);
    const narrow = (await get('/api/articles?q=planche&fields=id,name')).json();
    expect(narrow.articles.length).toBeGreaterThan(0);
    expect(Object.keys(narrow.articles[0]).sort()).toEqual(['id', 'name']);
    // LIKE wildcards are matched literally.
    expect((await get('/api/articles?q=%25')).json().articles).toEqual([]);
    expect((await get('/api/articles?_limit=2')).json().articles).toHaveLength(2);
    expect((await get('/api/articles?_limit=0')).statusCode).toBe(400);
    expect((await get('/api/articles?q=%00')).statusCode).toBe(400);
    expect((await get('/api/articles?fields=password')).statusCode).toBe(400);
  });

  it('lets the tablets see a product switched off or on at their next reading: articles are revalidated, cheaply', async () => {
    const url = '/api/articles?q=&_limit=1000&fields=id,name,category,onSale';
    // PostgreSQL delivers the change notification on another connection: give it a moment.
    const settle = () => new Promise((r) => setTimeout(r, kind === 'postgres' ? 200 : 0));
    const first = await get(url);
    // A browser may keep the answer but must ask again before using it (a minute of max-age kept a product switched
    // off on the tablets, whose guests then had their payment refused).
    const directives = String(first.headers['cache-control'])
      .split(',')
      .map((d) => d.trim());
    expect(directives).toContain('no-cache');
    expect(directives.filter((d) => /^(max-age|s-maxage|stale-while-revalidate)=[1-9]/.test(d))).toEqual([]);
    expect((await get('/api/article/101?fields=id,onSale')).headers['cache-control']).toBe(
      first.headers['cache-control'],
    );
    // Asking again while nothing changed costs a 304 without a body.
    const etag = String(first.headers.etag);
    const same = await get(url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    type Row = { id: number; category: string; onSale: boolean };
    const soft = (first.json().articles as Row[]).find((a) => a.category === 'SOFT' && a.onSale)!;
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/bar/staff/signin', payload: { code: 'bar360' } });
    const headers = { authorization: `Bearer ${signIn.json().token as string}` };
    const switchTo = async (onSale: boolean) => {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/bar/products/${soft.id}`,
        headers,
        payload: { onSale },
      });
      expect(put.statusCode).toBe(200);
      await settle();
    };
    const onSaleOf = (res: Awaited<ReturnType<typeof get>>) =>
      (res.json().articles as Row[]).find((a) => a.id === soft.id)?.onSale;

    await switchTo(false);
    const off = await get(url, { 'if-none-match': etag });
    expect(off.statusCode).toBe(200);
    expect(onSaleOf(off)).toBe(false);
    await switchTo(true);
    const on = await get(url, { 'if-none-match': String(off.headers.etag) });
    expect(on.statusCode).toBe(200);
    expect(onSaleOf(on)).toBe(true);
    // The rest of the catalogue (no on-sale state) keeps its minute in the browsers.
    expect((await get('/api/v1/offres')).headers['cache-control']).toMatch(/max-age=60/);
    expect((await get(`/api/articles/${soft.id}/tariffs`)).headers['cache-control']).toMatch(/max-age=60/);
  });

  it('answers one article and its tariffs in euros by index', async () => {
    expect((await get('/api/article/101?fields=id,name')).json()).toEqual({
      id: 101,
      name: 'KARTING ADULTE - SESSION 10 MIN',
    });
    expect((await get('/api/article/99999')).statusCode).toBe(404);
    const tariffs = (await get('/api/articles/101/tariffs')).json();
    expect(Value.Check(Type.Array(TariffSchema), tariffs)).toBe(true);
    expect(tariffs).toHaveLength(3);
    expect(tariffs[0]).toMatchObject({ idArticle: 101, price: 18, isDefault: true });
    expect(tariffs[2]).toMatchObject({ price: 2.5, name: 'Bracelet connecté' });
    // The playground has equipment but no connected wristband.
    expect((await get('/api/articles/161/tariffs')).json()).toHaveLength(2);
    expect((await get('/api/articles/99999/tariffs')).statusCode).toBe(404);
  });

  it('drops cached answers when the catalogue changes', async () => {
    const before = (await get('/api/v1/activites')).json().data;
    await ctx.app.db.execute(`UPDATE activities SET name = 'KARTING ÉLECTRIQUE' WHERE aid = 1` as never);
    // PostgreSQL delivers the notification on another connection: give it a moment.
    await new Promise((r) => setTimeout(r, kind === 'postgres' ? 200 : 0));
    const after = (await get('/api/v1/activites')).json().data;
    expect(before.find((a: { aid: number }) => a.aid === 1).name).toBe('KARTING');
    expect(after.find((a: { aid: number }) => a.aid === 1).name).toBe('KARTING ÉLECTRIQUE');
  });
});
