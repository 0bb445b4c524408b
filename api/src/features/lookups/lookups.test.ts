import { sql } from 'drizzle-orm';
import { notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { createSeededApp } from '../../seed/test-fixtures';

notePostgresSkipped();

/** Lookups, bar, promo codes and media: the small routes of the catalogue area. */
describe.each(testDatabases())('lookups, bar, promo codes and media on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSeededApp(kind, 1);
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const check = (label: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/codepromos/check', payload: { label } });

  it('lists civilities with ETS for companies, kinship types (list 13) and towns', async () => {
    const civilities = (await get('/api/civility')).json();
    expect(civilities.map((c: { label: string }) => c.label)).toEqual(['M.', 'Mme', 'ETS']);
    expect(civilities[0]).toEqual({ id: expect.any(Number), label: 'M.', name: 'Monsieur' });
    const kinship = (await get('/api/parameter/list?idParamList=13')).json();
    expect(kinship.map((k: { name: string }) => k.name)).toEqual(
      expect.arrayContaining(['Père', 'Mère', 'Fils', 'Fille']),
    );
    expect((await get('/api/parameter/list?idParamList=99')).json()).toEqual([]);
    expect((await get('/api/parameter/list')).statusCode).toBe(400);
    expect((await get('/api/parameter/list?idParamList=treize')).statusCode).toBe(400);
    expect((await get('/api/parameter/list?idParamList=1e309')).statusCode).toBe(400);
    const towns = (await get('/api/city')).json();
    expect(towns.length).toBeGreaterThan(10);
    expect(towns.find((t: { name: string }) => t.name === 'Meaux')).toEqual({
      id: expect.any(Number),
      postalCode: '77100',
      name: 'Meaux',
    });
    expect((await get('/api/city')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists bar zones and the tables of one or several zones', async () => {
    const { zones } = (await get('/api/bonresto/zones')).json();
    expect(zones.length).toBe(3);
    const { tables } = (await get(`/api/bonresto/tables?zones=${zones[0].id}`)).json();
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((t: { zone: number }) => t.zone === zones[0].id)).toBe(true);
    expect(tables[0]).toEqual({ id: expect.any(Number), name: 'Table 1', zone: zones[0].id });
    const two = (await get(`/api/bonresto/tables?zones=${zones[0].id},${zones[1].id}`)).json().tables;
    expect(two.length).toBeGreaterThan(tables.length);
    expect((await get('/api/bonresto/tables?zones=999')).json()).toEqual({ tables: [] });
    expect((await get('/api/bonresto/tables?zones=bar')).statusCode).toBe(400);
    expect((await get('/api/bonresto/tables')).statusCode).toBe(400);
  });

  it('accepts a valid promo code, whatever its case', async () => {
    const res = await check(' bienvenue10 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      data: { codePromo: { label: 'BIENVENUE10', articles: expect.stringMatching(/^\d+(,\d+)*$/), percentage: 10 } },
    });
  });

  it.each(['NOEL2024', 'ANCIENCODE', 'INCONNU', '   ', ''])(
    'refuses the code %p with 404 and the spec message',
    async (label) => {
      const res = await check(label);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: "Code promo n'est pas valide." });
    },
  );

  it('refuses a malformed check with 400', async () => {
    expect((await check({ code: 'BIENVENUE10' })).statusCode).toBe(400);
    expect((await check('x'.repeat(65))).statusCode).toBe(400);
    expect((await check('BIENVENUE10\u0000')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/codepromos/check', payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('honours a code that has not started yet only once it starts', async () => {
    await ctx.app.db.execute(
      sql`INSERT INTO promo_codes (label, percentage, articles, valid_from) VALUES ('PRINTEMPS', 5, '111', now() + interval '1 day')`,
    );
    expect((await check('printemps')).statusCode).toBe(404);
    await ctx.app.db.execute(
      sql`UPDATE promo_codes SET valid_from = now() - interval '1 minute' WHERE label = 'PRINTEMPS'`,
    );
    expect((await check('printemps')).statusCode).toBe(200);
  });

  it('serves every activity image and logo referenced by the catalogue as SVG', async () => {
    const { data } = (await get('/api/v1/activites')).json();
    for (const a of data as Array<{ image: string; logo: string }>) {
      for (const url of [a.image, a.logo]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.body).toMatch(/^<svg /);
        expect(res.headers['cache-control']).toMatch(/max-age=/);
      }
    }
    const offers = (await get('/api/v1/offres')).json().data as Array<{ image: string }>;
    for (const o of offers) expect((await get(o.image)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown image and 400 for a path outside the media folder', async () => {
    expect((await get('/api/media/images/inconnu.svg')).statusCode).toBe(404);
    expect((await get('/api/media/images/..%2F..%2Froutes.ts')).statusCode).toBe(400);
    expect((await get('/api/media/secrets/karting.svg')).statusCode).toBe(400);
  });
});
