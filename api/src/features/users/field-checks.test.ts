import { eq } from 'drizzle-orm';
import { cities, civilities, clients } from '../../db/schema';
import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { civilitySeeds } from '../../seed/park-lookups';
import { freshAddress, individual, registerAndSignIn } from './test-helpers';

notePostgresSkipped();

const BAD_PHONE = 'Le numéro de téléphone doit comporter 10 chiffres.';
const UNKNOWN_CIVILITY = 'La civilité choisie est inconnue.';
const UNKNOWN_CITY = 'La ville choisie est inconnue.';
const CIVILITY_MISMATCH = 'La civilité choisie ne correspond pas au type de compte.';
const [MR, , ETS] = civilitySeeds.map((c) => c.id) as [number, number, number];

const company = (overrides: Record<string, unknown> = {}) => ({
  type: 2,
  companyName: 'ACME',
  csePhone: '0478000000',
  managerName: 'Jeanne Durand',
  billingAddress: '1 place Bellecour, 69002 Lyon',
  registrationNumber: '55210055400013',
  email: `acme-${Date.now()}-${Math.random().toString(36).slice(2)}@entreprise.fr`,
  password: 'motdepasseCSE',
  ...overrides,
});

describe.each(testDatabases())('phone numbers and lookup ids of accounts, on %s', (kind) => {
  let ctx: TestContext;
  let city: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.app.db.insert(civilities).values(civilitySeeds);
    const [row] = await ctx.app.db.insert(cities).values({ postalCode: '69001', name: 'Lyon' }).returning();
    city = row!.id;
  });
  afterAll(() => ctx.close());

  const register = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: freshAddress() });
  const refused = (res: { statusCode: number; json(): { message?: string } }) => [res.statusCode, res.json().message];
  const stored = async (id: number) => (await ctx.app.db.select().from(clients).where(eq(clients.id, id)))[0];

  describe('registration', () => {
    it.each(['abc', '06 12 34', '061234567890', '1612345678', '+33 06 12 34 56 78', '+44 6 12 34 56 78'])(
      'refuses the phone number %j',
      async (mobilePhone) => {
        expect(refused(await register(individual({ mobilePhone })))).toEqual([400, BAD_PHONE]);
        expect(refused(await register(company({ csePhone: mobilePhone })))).toEqual([400, BAD_PHONE]);
      },
    );

    it.each([
      ['0612345678', '0612345678'],
      ['06 12 34 56 78', '0612345678'],
      ['06.12.34.56.78', '0612345678'],
      ['+33 6 12 34 56 78', '0612345678'],
      ['+33612345678', '0612345678'],
      ['09 99 99 99 99', '0999999999'],
    ])('takes the phone number %j, stored as %j', async (mobilePhone, expected) => {
      const res = await register(individual({ mobilePhone }));
      expect(res.statusCode).toBe(201);
      expect((await stored(res.json().id))?.mobilePhone).toBe(expected);
    });

    it('refuses a civility or a town that is not in its list', async () => {
      expect(refused(await register(individual({ idCiv: 77 })))).toEqual([400, UNKNOWN_CIVILITY]);
      expect(refused(await register(individual({ idVil: 99999 })))).toEqual([400, UNKNOWN_CITY]);
      expect(refused(await register(company({ idCiv: 77 })))).toEqual([400, UNKNOWN_CIVILITY]);
      const ok = await register(individual({ idCiv: MR, idVil: city }));
      expect(ok.statusCode).toBe(201);
      expect(await stored(ok.json().id)).toMatchObject({ idCiv: MR, idVil: city });
    });

    it('refuses the company civility (ETS) for a person, and a person’s civility for a company', async () => {
      expect(refused(await register(individual({ idCiv: ETS })))).toEqual([400, CIVILITY_MISMATCH]);
      expect(refused(await register(company({ idCiv: MR })))).toEqual([400, CIVILITY_MISMATCH]);
      const named = await register(company({ idCiv: ETS }));
      expect(named.statusCode).toBe(201);
      const unnamed = await register(company());
      expect(unnamed.statusCode).toBe(201);
      expect((await stored(unnamed.json().id))?.idCiv).toBe(ETS);
    });
  });

  describe('profile update', () => {
    const put = (me: { id: number; headers: Record<string, string>; password: string }, body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        headers: me.headers,
        payload: { currentPassword: me.password, ...body },
        remoteAddress: freshAddress(),
      });

    it('refuses a phone number off the mask, and stores a good one in its national form', async () => {
      const me = await registerAndSignIn(ctx.app);
      expect(refused(await put(me, { mobilePhone: 'abc' }))).toEqual([400, BAD_PHONE]);
      expect((await stored(me.id))?.mobilePhone).toBe('0612345678');
      expect((await put(me, { mobilePhone: '+33 7 00 00 00 01' })).json().user.mobilePhone).toBe('0700000001');
    });

    it('refuses unknown lookup ids and a civility that does not fit the account, and changes nothing', async () => {
      const me = await registerAndSignIn(ctx.app, { idCiv: MR });
      const before = await stored(me.id);
      expect(refused(await put(me, { idCiv: 77 }))).toEqual([400, UNKNOWN_CIVILITY]);
      expect(refused(await put(me, { idVil: 99999 }))).toEqual([400, UNKNOWN_CITY]);
      expect(refused(await put(me, { idCiv: ETS, firstName: 'Société' }))).toEqual([400, CIVILITY_MISMATCH]);
      expect(await stored(me.id)).toEqual(before);
      const ok = await put(me, { idCiv: MR + 1, idVil: city });
      expect(ok.json().user).toMatchObject({ idCiv: MR + 1, idVil: city });
    });
  });
});
