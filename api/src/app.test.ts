import { createTestApp, notePostgresSkipped, testDatabases, type TestContext } from './test/test-app';

notePostgresSkipped();

describe.each(testDatabases())('app foundation on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('answers the health check with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Route GET /api/nope inconnue.' });
  });

  it('rejects malformed JSON with a 400 in the one error shape', async () => {
    // A route that takes a JSON body (POST /api/health does not exist: its 404 proved nothing).
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('serves its OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
