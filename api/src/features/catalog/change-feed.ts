import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { FastifyInstance } from 'fastify';

/** The channel the catalogue tables' triggers notify (migration: catalogue change notifications). */
export const CHANGE_CHANNEL = 'park_catalog_changed';

type Listener = (table: string) => void;

/**
 * Table changes pushed by the database (LISTEN/NOTIFY, fired by statement triggers on the catalogue,
 * planning and lookup tables), so that every API process drops its cached answers when any process
 * writes. `healthy` is false while the feed is not connected: caches must then not be trusted.
 */
export interface ChangeFeed {
  subscribe(listener: Listener): () => void;
  readonly healthy: boolean;
}

const feeds = new WeakMap<object, Map<string, Promise<ChangeFeed>>>();

/** One feed per app (one LISTEN connection), shared by the features, closed with the app. */
export function changeFeed(app: FastifyInstance): Promise<ChangeFeed> {
  return channelFeed(app, CHANGE_CHANNEL);
}

/**
 * The notifications of one channel for this app (one LISTEN connection per channel, closed with the app).
 * Listeners get each payload, and '*' after a reconnection (anything may have been missed meanwhile).
 */
export function channelFeed(app: FastifyInstance, channel: string): Promise<ChangeFeed> {
  const root = rootOf(app);
  let byChannel = feeds.get(root);
  if (!byChannel) {
    byChannel = new Map();
    feeds.set(root, byChannel);
  }
  let feed = byChannel.get(channel);
  if (!feed) {
    feed = openFeed(app, channel);
    byChannel.set(channel, feed);
  }
  return feed;
}

function rootOf(app: FastifyInstance): object {
  // Encapsulated plugin contexts share the decorated database object: key the feed by it.
  return app.database;
}

async function openFeed(app: FastifyInstance, channel: string): Promise<ChangeFeed> {
  const listeners = new Set<Listener>();
  const emit = (table: string) => {
    for (const l of listeners) l(table);
  };
  const state = { healthy: false, closed: false };
  const feed: ChangeFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get healthy() {
      return state.healthy;
    },
  };
  const client = (app.db as unknown as { $client: unknown }).$client;

  if (app.database.kind === 'pglite') {
    const pglite = client as PGlite;
    const unlisten = await pglite.listen(channel, (payload) => emit(payload));
    state.healthy = true;
    app.addHook('onClose', async () => {
      state.closed = true;
      state.healthy = false;
      await unlisten().catch(() => undefined);
    });
    return feed;
  }

  const pool = client as Pool;
  let conn: PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    if (state.closed) return;
    try {
      const c = await pool.connect();
      conn = c;
      c.on('notification', (msg) => {
        if (msg.channel === channel) emit(msg.payload ?? '');
      });
      c.on('error', (err) => {
        // Only the listening connection matters; once handed back (closing, or an earlier error),
        // a late error of the same client must not release it twice.
        if (conn !== c) return;
        conn = null;
        c.release(true);
        if (state.closed) return;
        app.log.warn({ err, channel }, 'change feed lost; caches bypassed until it is back');
        state.healthy = false;
        // Anything may have changed while disconnected.
        emit('*');
        schedule();
      });
      await c.query(`LISTEN ${channel}`);
      state.healthy = true;
      emit('*');
    } catch (err) {
      if (conn) {
        conn.release(true);
        conn = null;
      }
      app.log.warn({ err, channel }, 'change feed could not connect; retrying');
      schedule();
    }
  };
  const schedule = () => {
    if (state.closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 2000);
    retry.unref();
  };
  await connect();
  app.addHook('onClose', async () => {
    state.closed = true;
    state.healthy = false;
    if (retry) clearTimeout(retry);
    if (conn) {
      const c = conn;
      conn = null;
      await c.query(`UNLISTEN ${channel}`).catch(() => undefined);
      c.release();
    }
  });
  return feed;
}
