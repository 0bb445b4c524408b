/**
 * `pnpm --filter api bench`: requests/s and p99 latency of GET /api/v1/activites and of
 * GET /api/planning/browse on the busiest day, beside a bare Fastify route, each served by its own
 * child process (ports 4010 and 4011) and loaded by autocannon with 200 connections for ~10 s.
 * Targets: at least half the bare route's throughput and p99 under 20 ms.
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 200).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
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

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  // Warm up (caches, JIT) before measuring.
  await autocannon({ url, connections: 20, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    url,
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
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
    const results: Result[] = [];
    results.push(await load('bare Fastify route', `http://127.0.0.1:${BARE_PORT}/bare`));
    results.push(await load('GET /api/v1/activites', `http://127.0.0.1:${PARK_PORT}/api/v1/activites`, browsers));
    results.push(
      await load(`GET /api/planning/browse (${day}, ${park.info.slots} slots)`, `http://127.0.0.1:${PARK_PORT}/api/planning/browse?dates=${day}`, browsers),
    );
    const baseline = results[0]!.rps;
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
    console.log(
      ['route'.padEnd(52), 'req/s'.padStart(9), 'vs bare'.padStart(8), 'p99 ms'.padStart(7), 'B/req'.padStart(7), 'errors'.padStart(7), 'target'.padStart(8)].join(' '),
    );
    let allMet = true;
    for (const [i, r] of results.entries()) {
      const ratio = r.rps / baseline;
      const met = i === 0 ? true : ratio >= 0.5 && r.p99 < 20 && r.errors === 0 && r.non2xx === 0;
      if (!met) allMet = false;
      console.log(
        [
          r.name.padEnd(52),
          r.rps.toFixed(0).padStart(9),
          `${(ratio * 100).toFixed(0)} %`.padStart(8),
          String(r.p99).padStart(7),
          String(r.bytesPerRequest).padStart(7),
          String(r.errors + r.non2xx).padStart(7),
          (i === 0 ? 'baseline' : met ? 'met' : 'NOT MET').padStart(8),
        ].join(' '),
      );
    }
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
