/**
 * Benchmark servers, started as child processes by bench/run.ts:
 *   tsx bench/server.ts bare <port>  -> a bare Fastify app with one JSON route (the machine's ceiling)
 *   tsx bench/server.ts park <port>  -> the park API on a seeded database (PGlite in memory, or DATABASE_URL)
 * Prints one JSON line on stdout when listening: { ready: true, pid, busyDay?: 'YYYY-M-D' }.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { seedPark } from '../src/seed/seed';

async function main(): Promise<void> {
  const [kind, portText] = process.argv.slice(2);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 4010 || port > 4019) throw new Error('port must be within 4010-4019');
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ hello: 'world' }));
    // Reference only: the same framework sending an n-byte body, to tell payload cost from API overhead.
    const bodies = new Map<number, Buffer>();
    app.get<{ Params: { n: string } }>('/bare-bytes/:n', async (request, reply) => {
      const n = Math.min(Math.max(Number(request.params.n) || 0, 0), 1_000_000);
      let body = bodies.get(n);
      if (!body) bodies.set(n, (body = Buffer.alloc(n, 'a')));
      return reply.type('application/json').send(body);
    });
    // Reference only: the same framework answering with bytes and headers given by the bench (a copy of a
    // park answer), to tell what the answer itself costs from what the API's code around it costs.
    let mirror: { headers: Record<string, string>; body: Buffer } | undefined;
    app.put<{ Body: { headers: Record<string, string>; body: string } }>('/bare-mirror', async (request) => {
      mirror = { headers: request.body.headers, body: Buffer.from(request.body.body, 'base64') };
      return { bytes: mirror.body.length };
    });
    app.get('/bare-mirror', (_request, reply) => {
      if (!mirror) return reply.code(404).send();
      return reply.headers(mirror.headers).send(mirror.body);
    });
    await app.listen({ host: '127.0.0.1', port });
    console.log(JSON.stringify({ ready: true, pid: process.pid }));
    return;
  }
  const config = loadConfig(process.env, {
    port,
    logLevel: 'silent',
    dataDir: process.env.DATA_DIR ?? 'memory://',
    tokenSecret: 'bench',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedPark(database.db);
  const app = await buildApp({ config, database, logger: false });
  // Reference only, never in the API itself: the bare route's answer from inside the park API process (through
  // its global hooks), to tell what the process and framework set-up cost from what the routes' code costs.
  app.get('/bench-bare', { schema: { hide: true } }, async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port });
  // The busiest Paris day of the planning.
  const result = (await database.db.execute(
    sql`SELECT to_char(starts_at AT TIME ZONE 'Europe/Paris', 'YYYY-FMMM-FMDD') AS day, count(*)::int AS n
        FROM planning_slots GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  )) as unknown as { rows: Array<{ day: string; n: number }> };
  const busy = result.rows[0];
  console.log(JSON.stringify({ ready: true, pid: process.pid, busyDay: busy?.day, slots: busy?.n }));
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
