import { loadConfig, parseTrustProxy } from './config';
import { createTestApp, type TestContext } from './test/test-app';

/** A stand-in route answering the address the API sees for the caller. */
const whoAmI = {
  extend: (app: TestContext['app']) => void app.get('/test/ip', async (request) => ({ ip: request.ip })),
};

describe('TRUST_PROXY', () => {
  it('defaults to the loopback addresses of the local app servers; "none" trusts nobody; bad entries refuse to start', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(parseTrustProxy(' 10.0.0.0/8 , fd00::/8,192.168.1.4 ')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.168.1.4']);
    expect(parseTrustProxy('none')).toEqual([]);
    expect(parseTrustProxy('')).toEqual([]);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.local')).toThrow(/TRUST_PROXY/);
  });

  describe('with the default (loopback proxies)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp('pglite', {}, whoAmI);
    });
    afterAll(() => ctx.close());
    const ipOf = async (remoteAddress: string, forwarded?: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/test/ip',
          remoteAddress,
          headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
        })
      ).json().ip as string;

    it('ignores a forged X-Forwarded-For from an address that is not a trusted proxy', async () => {
      expect(await ipOf('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
      expect(await ipOf('203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
      expect(await ipOf('2001:db8::5', '198.51.100.1, 127.0.0.1')).toBe('2001:db8::5');
    });

    it("believes the local app server's X-Forwarded-For (the visitor's address), IPv4 or IPv6 loopback", async () => {
      expect(await ipOf('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
      expect(await ipOf('::1', '198.51.100.2')).toBe('198.51.100.2');
      expect(await ipOf('::ffff:127.0.0.1', '198.51.100.3')).toBe('198.51.100.3');
      // A chain: only the hop the trusted proxy saw counts, not what the visitor wrote before it.
      expect(await ipOf('127.0.0.1', '10.9.9.9, 198.51.100.4')).toBe('198.51.100.4');
    });

    it('does not let a rotated X-Forwarded-For escape the sign-in limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: 'cible@exemple.fr', password: `essai-${i}` },
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `198.51.100.${i + 10}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });

  it('trusts nobody with TRUST_PROXY=none', async () => {
    const ctx = await createTestApp('pglite', { trustProxy: [] }, whoAmI);
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(res.json().ip).toBe('127.0.0.1');
    } finally {
      await ctx.close();
    }
  });
});
