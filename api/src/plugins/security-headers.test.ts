import { helmetHeaders } from './security-headers';
import { createTestApp, type TestContext } from '../test/test-app';

describe('security headers', () => {
  it("are helmet's, computed once for the options given", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  describe('on the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp('pglite');
    });
    afterAll(() => ctx.close());

    it('come with cached answers, errors and unknown routes alike', async () => {
      for (const url of [
        '/api/v1/activites',
        '/api/v1/formules/999999',
        '/api/nowhere',
        '/api/planning/browse?dates=x',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    });
  });
});
