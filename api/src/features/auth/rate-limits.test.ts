import crypto from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '../../config';
import { createTestApp, createTestApps, testDatabases, type TestContext } from '../../test/test-app';
import type { App } from '../../app';
import { freshAddress } from '../users/test-helpers';
import { limit } from './rate-limits';

const REDIS_TEST_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

/** A stand-in route limited with the helper other routes use (2 per minute per address). */
const limitedRoute = {
  extend: (app: App) =>
    void app.get('/test/limited', { config: { rateLimit: limit(2, '1 minute') } }, async () => ({ ok: true })),
};

const signIn = (app: App, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'mauvais' }, remoteAddress });
const requestReset = (app: App, email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/users/requestPasswordReset', payload: { email }, remoteAddress });

/** Whether a Redis answers at REDIS_TEST_URL (the Redis-mode tests say plainly when they skip). */
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_TEST_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    await probe.quit();
    return true;
  } catch {
    probe.disconnect();
    return false;
  }
}

describe('rate limits', () => {
  it('reads REDIS_URL and RATE_LIMIT_PREFIX', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2', RATE_LIMIT_PREFIX: 'p:' })).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      rateLimitPrefix: 'p:',
    });
  });

  it('refuses to start when REDIS_URL names a Redis it cannot reach', async () => {
    await expect(createTestApp('pglite', { redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL: cannot reach Redis/,
    );
  });

  describe('in memory', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp('pglite', {}, limitedRoute);
    });
    afterAll(() => ctx.close());

    it('limit(max, window) counts per address (IPv6 per /64) and answers 429 in French', async () => {
      const a = freshAddress();
      const get = (remoteAddress: string) => ctx.app.inject({ method: 'GET', url: '/test/limited', remoteAddress });
      expect([(await get(a)).statusCode, (await get(a)).statusCode]).toEqual([200, 200]);
      const refused = await get(a);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY);
      expect((await get(freshAddress())).statusCode).toBe(200);
      await get('2001:db8:1:2::1');
      await get('2001:db8:1:2::2');
      expect((await get('2001:db8:1:2::3')).statusCode).toBe(429);
    });

    it('limits password-reset requests per target e-mail, whatever address asks (5 per hour)', async () => {
      const email = `cible.${crypto.randomBytes(3).toString('hex')}@exemple.fr`;
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await requestReset(ctx.app, email, freshAddress())).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await requestReset(ctx.app, `autre.${email}`, freshAddress())).statusCode).toBe(200);
    });

    it('limits password-reset requests per address, whatever e-mails it names (10 per 15 minutes)', async () => {
      const address = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1)
        codes.push((await requestReset(ctx.app, `n${i}.${crypto.randomUUID()}@exemple.fr`, address)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });

  describe.each(testDatabases())('in Redis, two API processes on %s', (kind) => {
    let reachable = false;
    let prefix = '';
    let apps: App[] = [];
    let close: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      reachable = await redisReachable();
      if (!reachable) return;
      prefix = `park-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
      const pair = await createTestApps(kind, 2, { redisUrl: REDIS_TEST_URL, rateLimitPrefix: prefix }, limitedRoute);
      apps = pair.apps;
      close = pair.close;
    });
    afterAll(async () => {
      await close();
      if (!reachable) return;
      const redis = new Redis(REDIS_TEST_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    /** Runs the test only with a Redis; says so plainly otherwise. */
    const withRedis = (name: string, run: () => Promise<void>) =>
      it(name, async () => {
        if (!reachable) {
          console.warn(`Redis rate-limit test skipped (no Redis at ${REDIS_TEST_URL}; set REDIS_TEST_URL): ${name}`);
          return;
        }
        await run();
      });

    withRedis('a route limit is shared: requests spread over both processes count together', async () => {
      const address = freshAddress();
      const get = (app: App) => app.inject({ method: 'GET', url: '/test/limited', remoteAddress: address });
      expect((await get(apps[0]!)).statusCode).toBe(200);
      expect((await get(apps[1]!)).statusCode).toBe(200);
      expect((await get(apps[0]!)).statusCode).toBe(429);
      expect((await get(apps[1]!)).statusCode).toBe(429);
    });

    withRedis('failed sign-ins are counted together (10 per 5 minutes per address and account)', async () => {
      const address = freshAddress();
      const email = `inconnu.${crypto.randomBytes(3).toString('hex')}@exemple.fr`;
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push((await signIn(apps[i % 2]!, email, address)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    withRedis('password-reset requests per e-mail are counted together', async () => {
      const email = `cible.${crypto.randomBytes(3).toString('hex')}@exemple.fr`;
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await requestReset(apps[i % 2]!, email, freshAddress())).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    });

    withRedis('the counts live in Redis under the configured prefix', async () => {
      const redis = new Redis(REDIS_TEST_URL);
      const keys = await redis.keys(`${prefix}*`);
      await redis.quit();
      expect(keys.length).toBeGreaterThan(0);
    });
  });
});
