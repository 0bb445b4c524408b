import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../test/test-app';
import { registerAndSignIn } from '../features/users/test-helpers';

notePostgresSkipped();

const NOT_AUTHENTICATED = 'Vous devez être identifié pour accéder à cette page.';
const SESSION_INVALID = "La session a expiré ou n'est pas valide.";

/** Spec §5 'Not authenticated' for a request without a token; decision 0008's message for a token that fails. */
describe.each(testDatabases())('the messages of a refused bearer token, on %s', (kind) => {
  let ctx: TestContext;
  let me: Awaited<ReturnType<typeof registerAndSignIn>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    me = await registerAndSignIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const getMe = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/users/${me.id}`,
      headers: authorization === undefined ? {} : { authorization },
    });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['a Bearer without a token', 'Bearer '],
  ])('answers %s with the spec’s "not identified" message', async (_what, header) => {
    const res = await getMe(header);
    expect([res.statusCode, res.json().message]).toEqual([401, NOT_AUTHENTICATED]);
  });

  it.each([
    ['a forged token', 'Bearer abc.def.ghi'],
    ['a bare forged token', 'pas-un-jeton'],
  ])('answers %s with the expired-or-invalid session message', async (_what, header) => {
    const res = await getMe(header);
    expect([res.statusCode, res.json().message]).toEqual([401, SESSION_INVALID]);
  });

  it('still lets a valid token through, with or without "Bearer"', async () => {
    expect((await getMe(`Bearer ${me.token}`)).statusCode).toBe(200);
    expect((await getMe(me.token)).statusCode).toBe(200);
  });
});
