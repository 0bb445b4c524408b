import { registerAndSignIn } from '../features/users/test-helpers';
import { clientErrorFromDatabase } from './errors';
import { findUnsafeValue } from './input-guard';
import { createTestApp, type TestContext } from '../test/test-app';

describe('findUnsafeValue', () => {
  it('accepts ordinary input', () => {
    expect(findUnsafeValue({ a: 'été', b: [1, 2.5, -3], c: null, d: true })).toBeUndefined();
  });
  it('finds NUL characters in values and keys, at any depth', () => {
    expect(findUnsafeValue({ a: [{ b: 'x\u0000y' }] })).toBe('caractère nul interdit');
    expect(findUnsafeValue({ ['k\u0000']: 1 })).toBe('caractère nul interdit');
  });
  it('finds numbers that are not finite', () => {
    expect(findUnsafeValue({ id: Infinity })).toBe('nombre hors limites');
    expect(findUnsafeValue([JSON.parse('1e309')])).toBe('nombre hors limites');
    expect(findUnsafeValue({ n: NaN })).toBe('nombre hors limites');
  });
});

describe('input guard on every route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('answers 400, not 500, to a NUL character in the URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/formules/%00' });
    expect(res.statusCode).toBe(400);
  });
  it('answers 400 to a NUL character in a JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a\u0000@b.fr', password: 'x\u0000xxxxxxx' },
    });
    expect(res.statusCode).toBe(400);
  });
  it('answers 400 to an id that coerces to Infinity', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/formules/1e309' });
    expect(res.statusCode).toBe(400);
  });
});

describe('database errors caused by the input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('answer 400, not 500, when a value is out of range for its column (found by the fuzz test)', async () => {
    const { id, token, password } = await registerAndSignIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { idCiv: [4416783989364246], currentPassword: password },
    });
    expect(res.statusCode).toBe(400);
  });

  it('map data and integrity errors to client errors, and nothing else', () => {
    expect(clientErrorFromDatabase({ cause: { code: '22003' } })?.status).toBe(400);
    expect(clientErrorFromDatabase({ code: '23503' })?.status).toBe(400);
    expect(clientErrorFromDatabase({ code: '23505' })?.status).toBe(409);
    expect(clientErrorFromDatabase({ code: '42P01' })).toBeUndefined();
    expect(clientErrorFromDatabase(new Error('boom'))).toBeUndefined();
  });
});
