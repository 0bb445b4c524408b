import { loadConfig } from '../../config';
import { createTestApp, type TestContext } from '../../test/test-app';

/** GET /api/v1/parc: the park's name and customer service phone, from the deployment's settings. */
describe('the park contact', () => {
  it("answers the deployment's phone and name, cacheable", async () => {
    const ctx: TestContext = await createTestApp('pglite', { parkName: 'Parc Test', parkPhone: '04 72 10 20 30' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/parc' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Parc Test', phone: '04 72 10 20 30' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    await ctx.close();
  });

  it('reads PARK_PHONE, keeps the demonstration park’s number by default and refuses what is no phone number', () => {
    expect(loadConfig({ PARK_PHONE: '+33 4 72 10 20 30' }).parkPhone).toBe('+33 4 72 10 20 30');
    expect(loadConfig({}).parkPhone).toBe('04 00 00 00 00');
    expect(() => loadConfig({ PARK_PHONE: 'appelez-nous' })).toThrow(/PARK_PHONE/);
  });
});
