import fc from 'fast-check';
import { createTestApp, type TestContext } from '../../test/test-app';
import { parseBirthday } from './rules';
import { freshAddress, registerAndSignIn } from './test-helpers';

describe('parseBirthday on any input', () => {
  it('never throws, and answers null or a real day that is not in the future', () => {
    const now = new Date('2026-10-25T01:30:00Z'); // the autumn DST change in Paris
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        ),
        (input) => {
          const day = parseBirthday(input, now);
          if (day === null) return true;
          return /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= '2026-10-25' && day >= '1900-01-01';
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** Random JSON bodies, from plausible to absurd, must get a 2xx/4xx answer, never a 500. */
describe('accounts routes never answer 500 to arbitrary bodies (PGlite)', () => {
  let ctx: TestContext;
  let me: Awaited<ReturnType<typeof registerAndSignIn>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    me = await registerAndSignIn(ctx.app);
  }, 120_000);
  afterAll(() => ctx.close());

  const scalar = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant('1990-05-17'),
    fc.constant('a@b.fr'),
  );
  const value = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  );
  const keys = [
    'email',
    'password',
    'currentPassword',
    'type',
    'firstName',
    'lastName',
    'birthday',
    'idCiv',
    'idVil',
    'contactSMS',
    'label',
    'name',
    'member',
    'idClient',
    'idClientFamily',
    'token',
    'photoGuid',
    'age',
    'responsible',
    '__proto__',
    'constructor',
  ];
  const body = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 });

  const routes: Array<{ method: 'POST' | 'PUT'; url: () => string; authed: boolean }> = [
    { method: 'POST', url: () => '/api/users', authed: false },
    { method: 'POST', url: () => '/api/auth/signin', authed: false },
    { method: 'PUT', url: () => `/api/users/${me.id}`, authed: true },
    { method: 'POST', url: () => '/api/setNewPassword', authed: false },
    { method: 'POST', url: () => '/api/clientFamily', authed: true },
    { method: 'POST', url: () => '/api/clientFamily/nameAvailability', authed: true },
    { method: 'POST', url: () => '/api/clientFamilyDetail', authed: true },
    { method: 'POST', url: () => `/api/users/${me.id}/photo/fromUpload`, authed: true },
  ];

  it.each(routes.map((r) => [`${r.method} ${r.url.toString().replace(/^[^'`]*['`]|['`]$/g, '')}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await ctx.app.inject({
            method: route.method,
            url: route.url(),
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json', ...(route.authed ? me.headers : {}) },
            remoteAddress: freshAddress(),
          });
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${JSON.stringify(payload)}: ${res.body}`);
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});
