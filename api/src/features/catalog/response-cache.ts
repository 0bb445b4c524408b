import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './change-feed';

/** A serialised answer, ready to send as is. */
export interface CachedBody {
  body: string;
  etag: string;
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
}

/** What a computation returns: the value to serialise and, optionally, a shorter life. */
export interface Computed {
  value: unknown;
  expiresAt?: number;
}

/**
 * Keeps serialised JSON answers in memory, keyed by request, emptied by the database's change
 * notifications (any process) and by age. Concurrent misses on one key share one computation; a
 * computation overtaken by a change is answered but not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<CachedBody>>();
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
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, compute: () => Promise<Computed>): Promise<CachedBody> {
    if (this.feed.healthy) {
      const hit = this.entries.get(key);
      if (hit) {
        const entry = await hit.catch(() => null);
        if (entry && entry.expiresAt > this.now()) return entry;
        if (this.entries.get(key) === hit) this.entries.delete(key);
      }
    }
    const generation = this.generation;
    const pending = compute().then(({ value, expiresAt }) => {
      const body = JSON.stringify(value);
      return {
        body,
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
        expiresAt: Math.min(expiresAt ?? Infinity, this.now() + this.options.ttlMs),
      };
    });
    if (this.feed.healthy) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, pending);
      pending.then(
        () => {
          if (this.generation !== generation && this.entries.get(key) === pending) this.entries.delete(key);
        },
        () => {
          if (this.entries.get(key) === pending) this.entries.delete(key);
        },
      );
    }
    return pending;
  }
}

/** Sends a cached answer as JSON with its ETag (304 when the client already has it). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
