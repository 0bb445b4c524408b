/**
 * `pnpm --filter api bench`: requests/s and p99 latency of GET /api/v1/activites and of
 * GET /api/planning/browse on the busiest day, beside a bare Fastify route, each served by its own
 * child process (ports 4010 and 4011) and loaded by autocannon with 200 connections for ~10 s.
 * Targets: at least half the bare route's throughput and p99 under 20 ms.
 * The targets are loaded in BENCH_ROUNDS interleaved rounds (default 5) so that a busy machine weighs
 * on all of them alike. Options (environment): BENCH_SECONDS per target (default 10), BENCH_CONNECTIONS
 * (default 200), BENCH_ROUNDS (default 5).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BARE_PORT = 4011;
const PARK_PORT = 4010;

interface Started {
  child: ChildProcess;
  info: { ready: boolean; busyDay?: string; slots?: number };
}

function startServer(kind: 'bare' | 'park', port: number): Promise<Started> {
  const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(__dirname, 'server.ts'), kind, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start in time`)), 300_000);
    lines.on('line', (line) => {
      try {
        const info = JSON.parse(line);
        if (info.ready) {
          clearTimeout(timer);
          resolve({ child, info });
        }
      } catch {
        // not our line
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with ${code}`));
    });
  });
}

interface Result {
  name: string;
  url: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * Loads the targets in interleaved rounds (bare, activites, planning, bare, ...) so that each sees
 * the same machine load; ~SECONDS per target in total. req/s = all requests / all time;
 * p99 = the median of the rounds' p99.
 */
async function loadAll(targets: Target[]): Promise<Result[]> {
  for (const t of targets) await autocannon({ url: t.url, connections: 20, duration: 1, headers: t.headers }); // warm-up
  const rounds = Math.max(1, ROUNDS);
  const acc = targets.map(() => ({ requests: 0, seconds: 0, bytes: 0, p99s: [] as number[], errors: 0, non2xx: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const r = await autocannon({
        url: t.url,
        connections: CONNECTIONS,
        duration: SECONDS / rounds,
        headers: t.headers,
      });
      const a = acc[i]!;
      a.requests += r.requests.total;
      a.seconds += r.duration;
      a.bytes += r.throughput.total;
      a.p99s.push(r.latency.p99);
      a.errors += r.errors + r.timeouts;
      a.non2xx += r.non2xx;
    }
  }
  return targets.map((t, i) => {
    const a = acc[i]!;
    const sorted = [...a.p99s].sort((x, y) => x - y);
    return {
      name: t.name,
      url: t.url,
      rps: a.requests / a.seconds,
      p99: sorted[Math.floor(sorted.length / 2)]!,
      errors: a.errors,
      non2xx: a.non2xx,
      bytesPerRequest: a.requests ? Math.round(a.bytes / a.requests) : 0,
    };
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  try {
    const bare = await startServer('bare', BARE_PORT);
    children.push(bare.child);
    const park = await startServer('park', PARK_PORT);
    children.push(park.child);
    const day = park.info.busyDay!;
    const browsers = { 'accept-encoding': 'gzip, deflate, br' };
    const results = await loadAll([
      { name: 'bare Fastify route', url: `http://127.0.0.1:${BARE_PORT}/bare`, headers: {} },
      { name: 'GET /api/v1/activites', url: `http://127.0.0.1:${PARK_PORT}/api/v1/activites`, headers: browsers },
      {
        name: `GET /api/planning/browse (${day}, ${park.info.slots} slots)`,
        url: `http://127.0.0.1:${PARK_PORT}/api/planning/browse?dates=${day}`,
        headers: browsers,
      },
    ]);
    // Reference row, not a target: bare Fastify sending as many bytes as the activities answer.
    const activitesBytes = await fetch(`http://127.0.0.1:${PARK_PORT}/api/v1/activites`, { headers: browsers }).then(
      (r) => Number(r.headers.get('content-length')),
    );
    const [reference] = await loadAll([
      {
        name: `(reference) bare Fastify, ${activitesBytes}-byte body`,
        url: `http://127.0.0.1:${BARE_PORT}/bare-bytes/${activitesBytes}`,
        headers: {},
      },
    ]);
    const baseline = results[0]!.rps;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per route in ${ROUNDS} interleaved rounds, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs\n`,
    );
    console.log(
      [
        'route'.padEnd(52),
        'req/s'.padStart(9),
        'vs bare'.padStart(8),
        'p99 ms'.padStart(7),
        'B/req'.padStart(7),
        'errors'.padStart(7),
        '>=50%'.padStart(6),
        'p99<20'.padStart(7),
      ].join(' '),
    );
    let allMet = true;
    for (const [i, r] of results.entries()) {
      const ratio = r.rps / baseline;
      const throughputMet = ratio >= 0.5 && r.errors === 0 && r.non2xx === 0;
      const latencyMet = r.p99 < 20;
      if (i > 0 && !(throughputMet && latencyMet)) allMet = false;
      const mark = (ok: boolean) => (i === 0 ? '-' : ok ? 'met' : 'NO');
      console.log(
        [
          r.name.padEnd(52),
          r.rps.toFixed(0).padStart(9),
          `${(ratio * 100).toFixed(0)} %`.padStart(8),
          String(r.p99).padStart(7),
          String(r.bytesPerRequest).padStart(7),
          String(r.errors + r.non2xx).padStart(7),
          mark(throughputMet).padStart(6),
          mark(latencyMet).padStart(7),
        ].join(' '),
      );
    }
    if (reference) {
      console.log(
        [
          reference.name.padEnd(52),
          reference.rps.toFixed(0).padStart(9),
          `${((reference.rps / baseline) * 100).toFixed(0)} %`.padStart(8),
          String(reference.p99).padStart(7),
          String(reference.bytesPerRequest).padStart(7),
          String(reference.errors + reference.non2xx).padStart(7),
          '-'.padStart(6),
          '-'.padStart(7),
        ].join(' '),
      );
    }
    if (results[0]!.p99 >= 20)
      console.log(
        '\nNote: the bare route itself has p99 >= 20 ms: the machine is saturated, latency figures say more about the load than about the API.',
      );
    console.log(`\nTargets (>= 50 % of the bare route's req/s, p99 < 20 ms): ${allMet ? 'met' : 'NOT met'}`);
    process.exitCode = allMet ? 0 : 1;
  } finally {
    await Promise.all(children.map(stop));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
