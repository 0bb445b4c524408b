/**
 * `pnpm --filter api bench:bar`: 50 tablets order at once. Each starts a table order (one table each,
 * the zone's shared account), then the 50 payment notifications (IPN) arrive together; the time from
 * sending a notification to the order appearing on the bar's live feed (server-sent events, as the bar
 * screen reads it) is measured. On PGlite by default; DATABASE_URL runs it on PostgreSQL (a throwaway
 * database is not created: use an empty one). TABLETS changes the count.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { buildApp } from '../src/app';
import { barTables } from '../src/db/schema';
import { seedPaymentFixture, signedAnswer } from '../src/features/payment/test-fixtures';
import { openFeed, pairTablet } from '../src/features/bar/test-helpers';

const TABLETS = Number(process.env.TABLETS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 20 } : { dataDir: 'memory://' });
  const config = loadConfig(
    { PAYMENT_STARTS_PER_ADDRESS: '0' },
    {
      dataDir: 'memory://',
      seed: false,
      tokenSecret: 'bench-secret',
      logLevel: 'silent',
      outboxDir: '/tmp/bench-bar-outbox',
    },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const fx = await seedPaymentFixture(app);
  const tokens = await pairTablet(app, fx);
  const tables = await app.db
    .insert(barTables)
    .values(Array.from({ length: TABLETS }, (_, i) => ({ zoneId: fx.bar.zone, name: `Table B${i + 1}` })))
    .returning({ id: barTables.id });

  const references = await Promise.all(
    tables.map(async (table) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/paybox/initiate-paybox-transaction',
        headers: { authorization: `Bearer ${tokens.zoneToken}` },
        payload: {
          total: 7,
          email: 'invite@example.fr',
          SUMMARIZE: 'snaking',
          type: 'ACTIVITY',
          promoCodes: [],
          lines: [{ id: fx.bar.article, idTariff: fx.bar.tariff, counter: 2, ZONE: fx.bar.zone, TABLE: table.id }],
        },
      });
      if (res.statusCode !== 200) throw new Error(`payment start refused: ${res.body}`);
      return res.json().reference as string;
    }),
  );

  const feed = openFeed(port, tokens.staff);
  await feed.ready;
  const sent = new Map<string, number>();
  const seen = new Map<string, number>();
  const watch = setInterval(() => {
    for (const frame of feed.frames) {
      const ref = frame.data.reference as string | undefined;
      if (ref && !seen.has(ref)) seen.set(ref, performance.now());
    }
  }, 1);
  const start = performance.now();
  await Promise.all(
    references.map(async (reference) => {
      sent.set(reference, performance.now());
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/paybox/ipn?${signedAnswer(reference, 700, '00000')}`,
      });
      if (res.statusCode !== 200) throw new Error(`IPN ${res.statusCode}`);
    }),
  );
  await feed.waitFor((frames) => references.every((r) => frames.some((f) => f.data.reference === r)), 60_000);
  for (const frame of feed.frames) {
    const ref = frame.data.reference as string | undefined;
    if (ref && !seen.has(ref)) seen.set(ref, performance.now());
  }
  clearInterval(watch);
  const times = references.map((r) => seen.get(r)! - sent.get(r)!).sort((a, b) => a - b);
  console.log(`bar feed, ${TABLETS} tablets paying at once on ${database.kind}:`);
  console.log(
    `  notification -> order on the bar feed: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`  all ${TABLETS} orders on the feed after ${(performance.now() - start).toFixed(0)} ms`);
  feed.close();
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
