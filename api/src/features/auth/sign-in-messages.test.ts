import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from '../../test/test-app';
import { freshAddress, registerAndSignIn } from '../users/test-helpers';

notePostgresSkipped();

const SIGNIN_FAILED = 'Email ou mot de passe invalide. Veuillez vérifier les informations saisies.';

/** Spec §8: 'Email ou mot de passe invalide…' on a sign-in failure, a blank or missing field included. */
describe.each(testDatabases())('sign-in with blank fields, on %s', (kind) => {
  let ctx: TestContext;
  let me: Awaited<ReturnType<typeof registerAndSignIn>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    me = await registerAndSignIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const signIn = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload, remoteAddress: freshAddress() });

  it.each([
    ['an empty password', () => ({ email: me.email, password: '' })],
    ['no password', () => ({ email: me.email })],
    ['a null password', () => ({ email: me.email, password: null })],
    ['an empty e-mail', () => ({ email: '', password: me.password })],
    ['a blank e-mail', () => ({ email: '   ', password: me.password })],
    ['no e-mail', () => ({ password: me.password })],
    ['nothing', () => ({})],
  ])('answers %s with the spec’s sign-in message', async (_what, body) => {
    const res = await signIn(body());
    expect([res.statusCode, res.json().message]).toEqual([400, SIGNIN_FAILED]);
  });

  it('still signs in with both fields, the e-mail trimmed', async () => {
    const res = await signIn({ email: ` ${me.email} `, password: me.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(me.id);
  });
});
