import type { ChangeFeed } from './change-feed';
import zlib from 'node:zlib';
import { pickEncoding, ResponseCache } from './response-cache';

function fakeFeed(healthy = true) {
  const listeners = new Set<(t: string) => void>();
  const feed: ChangeFeed & { emit(t: string): void; healthy: boolean } = {
    healthy,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    emit(t) {
      for (const l of listeners) l(t);
    },
  };
  return feed;
}

describe('ResponseCache', () => {
  let clock = 1_000;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('computes once for concurrent requests and serves the same serialised body', async () => {
    const cache = new ResponseCache(fakeFeed(), { ttlMs: 1000, tables: ['t'] }, now);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return { value: { n: calls } };
    };
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(calls).toBe(1);
    expect(a.body.toString()).toBe('{"n":1}');
    expect(b).toBe(a);
    expect(a.etag).toMatch(/^".+"$/);
  });

  it('recomputes after the time to live and after an earlier expiry given by the computation', async () => {
    const cache = new ResponseCache(fakeFeed(), { ttlMs: 1000, tables: ['t'] }, now);
    let calls = 0;
    const compute = async () => ({ value: ++calls, expiresAt: clock + 100 });
    await cache.get('k', compute);
    clock += 50;
    await cache.get('k', compute);
    expect(calls).toBe(1);
    clock += 60;
    expect((await cache.get('k', compute)).body.toString()).toBe('2');
  });

  it('is emptied by a change of a watched table only', async () => {
    const feed = fakeFeed();
    const cache = new ResponseCache(feed, { ttlMs: 60_000, tables: ['slots'] }, now);
    let calls = 0;
    const compute = async () => ({ value: ++calls });
    await cache.get('k', compute);
    feed.emit('cities');
    await cache.get('k', compute);
    expect(calls).toBe(1);
    feed.emit('slots');
    await cache.get('k', compute);
    expect(calls).toBe(2);
  });

  it('does not keep an answer computed across a change', async () => {
    const feed = fakeFeed();
    const cache = new ResponseCache(feed, { ttlMs: 60_000, tables: ['t'] }, now);
    let release!: () => void;
    let calls = 0;
    const slow = () =>
      new Promise<{ value: number }>((resolve) => {
        calls += 1;
        release = () => resolve({ value: calls });
      });
    const pending = cache.get('k', slow);
    feed.emit('t');
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('does not cache while the change feed is down, nor failed computations', async () => {
    const cache = new ResponseCache(fakeFeed(false), { ttlMs: 60_000, tables: ['t'] }, now);
    let calls = 0;
    await cache.get('k', async () => ({ value: ++calls }));
    await cache.get('k', async () => ({ value: ++calls }));
    expect(calls).toBe(2);
    const healthy = new ResponseCache(fakeFeed(), { ttlMs: 60_000, tables: ['t'] }, now);
    await expect(healthy.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await healthy.get('k', async () => ({ value: 'ok' }))).body.toString()).toBe('"ok"');
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = new ResponseCache(fakeFeed(), { ttlMs: 60_000, tables: ['t'], maxEntries: 2 }, now);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => ({ value: k }));
    expect(cache.size).toBe(2);
  });
});

describe('content negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    [undefined, null],
  ])('picks an encoding for %p', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('keeps compressed forms that decompress to the body', async () => {
    const cache = new ResponseCache({ healthy: true, subscribe: () => () => undefined }, { ttlMs: 1000, tables: [] });
    const entry = await cache.get('k', async () => ({
      value: { slots: Array.from({ length: 50 }, (_, i) => ({ id: i, activity: 'KARTING' })) },
    }));
    expect(zlib.gunzipSync(entry.gzip).equals(entry.body)).toBe(true);
    expect(zlib.brotliDecompressSync(entry.br).equals(entry.body)).toBe(true);
    expect(entry.br.length).toBeLessThan(entry.body.length);
  });
});
