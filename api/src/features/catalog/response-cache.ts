import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './change-feed';

/** A serialised answer, ready to send as is, with its compressed forms. */
export interface CachedBody {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong ETag of the identity representation; compressed ones get their own (etags.br, etags.gzip). */
  etag: string;
  etags: { identity: string; br: string; gzip: string };
  /** Epoch ms after which the entry must be recomputed. */
  expiresAt: number;
}

export interface CacheOptions {
  /** Longest life of an entry, even without any change notification. */
  ttlMs: number;
  /** Tables whose change empties the cache ('*' = any). */
  tables: string[];
  /** Most entries kept (oldest dropped first). */
  maxEntries?: number;
  /**
   * Brotli quality (default 5). 11 makes the answer ~10 % smaller for ~5 ms per 10 KB, spent once per
   * entry in libuv's thread pool: worth it for answers recomputed rarely (the catalogue), not for large
   * ones recomputed every few seconds (the planning).
   */
  brotliQuality?: number;
}

/** What a computation returns: the value to serialise and, optionally, a shorter life. */
export interface Computed {
  value: unknown;
  expiresAt?: number;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Serialises and compresses once per computation (not per request), compressing off the event loop. */
export async function serialise(value: unknown, expiresAt: number, brotliQuality = 5): Promise<CachedBody> {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = crypto.createHash('sha1').update(body).digest('base64url');
  const [gzipped, br] = await Promise.all([
    gzip(body, { level: 6 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return {
    body,
    gzip: gzipped,
    br,
    etag: `"${hash}"`,
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    expiresAt,
  };
}

/**
 * Keeps serialised JSON answers in memory, keyed by request, emptied by the database's change
 * notifications (any process) and by age. Concurrent misses on one key share one computation; a
 * computation overtaken by a change is answered but not kept. Nothing is kept while the change feed
 * is down.
 */
export class ResponseCache {
  private readonly ready = new Map<string, CachedBody>();
  private readonly inflight = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private readonly maxEntries: number;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: CacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    feed.subscribe((table) => {
      if (table === '*' || options.tables.includes('*') || options.tables.includes(table)) this.clear();
    });
  }

  clear(): void {
    this.generation += 1;
    this.ready.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.ready.size;
  }

  /** The fresh cached answer for a key, if any (synchronous fast path). */
  peek(key: string): CachedBody | undefined {
    if (!this.feed.healthy) return undefined;
    const entry = this.ready.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.ready.delete(key);
    return undefined;
  }

  get(key: string, compute: () => Promise<Computed>): Promise<CachedBody> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const running = this.feed.healthy ? this.inflight.get(key) : undefined;
    if (running) return running;
    const generation = this.generation;
    const pending = compute().then(({ value, expiresAt }) =>
      serialise(value, Math.min(expiresAt ?? Infinity, this.now() + this.options.ttlMs), this.options.brotliQuality),
    );
    if (!this.feed.healthy) return pending;
    this.inflight.set(key, pending);
    const settle = () => {
      if (this.inflight.get(key) === pending) this.inflight.delete(key);
    };
    pending.then((entry) => {
      settle();
      if (this.generation !== generation || !this.feed.healthy) return;
      if (this.ready.size >= this.maxEntries && !this.ready.has(key)) {
        const oldest = this.ready.keys().next().value;
        if (oldest !== undefined) this.ready.delete(oldest);
      }
      this.ready.set(key, entry);
    }, settle);
    return pending;
  }
}

const encodingMemo = new Map<string, 'br' | 'gzip' | null>();

/** Picks the encoding a client accepts: brotli, then gzip, else none (memoised: browsers send a handful of header values). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const known = encodingMemo.get(acceptEncoding);
  if (known !== undefined) return known;
  const picked = parseAcceptEncoding(acceptEncoding);
  if (encodingMemo.size < 256) encodingMemo.set(acceptEncoding, picked);
  return picked;
}

function parseAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Sends a cached answer as JSON (compressed when the client accepts it) with its ETag; 304 when the client has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl: string,
): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etag = entry.etags[encoding ?? 'identity'];
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (encoding) return reply.header('content-encoding', encoding).send(entry[encoding]);
  return reply.send(entry.body);
}

/**
 * Answers from the cache: synchronously on a hit (no promise on the hot path), else after computing.
 * For handlers that are not async: returns undefined once sent, or a promise of the reply (Fastify's
 * `return reply` convention), typed `never` so that it fits any route's typed answer.
 */
export function serveCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  compute: () => Promise<Computed>,
  cacheControl: string,
): Promise<never> | undefined {
  const hit = cache.peek(key);
  if (hit) {
    sendCached(request, reply, hit, cacheControl);
    return undefined;
  }
  return cache.get(key, compute).then((entry) => sendCached(request, reply, entry, cacheControl) as never);
}
