/**
 * `pnpm --filter api bench`: requests/s and p99 latency of GET /api/v1/activites and of
 * GET /api/planning/browse on the busiest day, beside a bare Fastify route, each served by its own
 * child process (ports 4010 and 4011) and loaded by autocannon with 200 connections for ~10 s.
 * Targets (issue 14): catalogue >= 80 % and planning >= 60 % of the bare route's requests/s, p99 <= 20 ms.
 * The servers run on core 1 and autocannon (this process) on core 0 (`taskset`), so that the figures
 * measure the server rather than the load generator; the table also gives the server's CPU time per
 * request, which other processes on a shared machine disturb least.
 * The targets are loaded in BENCH_ROUNDS interleaved rounds (default 5) so that a busy machine weighs
 * on all of them alike. Options (environment): BENCH_SECONDS per target (default 10), BENCH_CONNECTIONS
 * (default 200), BENCH_ROUNDS (default 5), BENCH_PIN=0 (no pinning), BENCH_LOADER=wrk (load with Debian's
 * `wrk` instead of autocannon, a cross-check that the load generator is not what limits a row; see loaders.ts).
 * The "loader" column is how busy the load generator's core was: near 100 %, the row measures it.
 * Reference rows (no target) split the gap: the bare route's answer from inside the park API process (its
 * global hooks and headers, its size), and bare Fastify sending the catalogue's byte count, then its very bytes
 * and headers.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { cpuSeconds, startServer, stop } from './children';
import { autocannonLoader, hasWrk, wrkLoader } from './loaders';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BARE_PORT = 4011;
const PARK_PORT = 4010;
const SERVER_CORE = 1;
const LOADER_CORE = 0;
const P99_TARGET_MS = 20;
/** A load generator this busy may be what limits a row. */
const LOADER_SATURATED = 0.95;
const LOADER = process.env.BENCH_LOADER === 'wrk' ? 'wrk' : 'autocannon';
if (LOADER === 'wrk' && !hasWrk()) throw new Error('BENCH_LOADER=wrk: wrk is not installed (apt-get install wrk)');
const load = LOADER === 'wrk' ? wrkLoader : autocannonLoader;
/** wrk's p99 is not comparable (decision 0017): with it, the latency target is left to autocannon's runs. */
const P99_JUDGED = LOADER === 'autocannon';

/** Pins every thread of this process (autocannon runs in it) to one core; false when taskset is missing. */
function pinSelf(core: number): boolean {
  return spawnSync('taskset', ['-a', '-cp', String(core), String(process.pid)], { stdio: 'ignore' }).status === 0;
}
const PINNED = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2 && pinSelf(LOADER_CORE);

interface Result {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  bytesPerRequest: number;
  /** Server CPU time per request, microseconds. */
  cpuMicros: number;
  /** Share of its core the load generator used during the load, 0-1. */
  loaderBusy: number;
}

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  serverPid: number;
}

/**
 * Loads the targets in interleaved rounds (bare, activites, planning, bare, ...) so that each sees
 * the same machine load; ~SECONDS per target in total. req/s = all requests / all time;
 * p99 = the median of the rounds' p99.
 */
async function loadAll(targets: Target[]): Promise<Result[]> {
  for (const t of targets) await load({ url: t.url, headers: t.headers, connections: 20, seconds: 1 }); // warm-up
  const rounds = Math.max(1, ROUNDS);
  const acc = targets.map(() => ({
    requests: 0,
    seconds: 0,
    bytes: 0,
    cpu: 0,
    loader: 0,
    p99s: [] as number[],
    errors: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const cpuBefore = cpuSeconds(t.serverPid);
      const r = await load({ url: t.url, headers: t.headers, connections: CONNECTIONS, seconds: SECONDS / rounds });
      const a = acc[i]!;
      a.cpu += cpuSeconds(t.serverPid) - cpuBefore;
      a.requests += r.requests;
      a.seconds += r.seconds;
      a.bytes += r.bytes;
      a.loader += r.loaderCpu;
      a.p99s.push(r.p99);
      a.errors += r.errors;
    }
  }
  return targets.map((t, i) => {
    const a = acc[i]!;
    const sorted = [...a.p99s].sort((x, y) => x - y);
    return {
      name: t.name,
      rps: a.requests / a.seconds,
      p99: sorted[Math.floor(sorted.length / 2)]!,
      errors: a.errors,
      bytesPerRequest: a.requests ? Math.round(a.bytes / a.requests) : 0,
      cpuMicros: a.requests ? (a.cpu / a.requests) * 1e6 : NaN,
      loaderBusy: a.seconds ? a.loader / a.seconds : NaN,
    };
  });
}

/**
 * Gives the bare server a copy of a park answer (its body and headers, less those Node sets itself) to
 * send as is; returns the body's length in bytes.
 */
async function mirrorAnswer(url: string, headers: Record<string, string>): Promise<number> {
  // node:http, not fetch: fetch would decompress the body and leave its content-encoding header.
  const answer = await new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });
  const nodeOwn = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const copied = Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !nodeOwn.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
  const put = await fetch(`http://127.0.0.1:${BARE_PORT}/bare-mirror`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers: copied, body: answer.body.toString('base64') }),
  });
  if (!put.ok) throw new Error(`bare server refused the mirrored answer: ${put.status}`);
  return answer.body.length;
}

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  try {
    const bare = await startServer('bare', BARE_PORT, PINNED ? SERVER_CORE : undefined);
    children.push(bare.child);
    const park = await startServer('park', PARK_PORT, PINNED ? SERVER_CORE : undefined);
    children.push(park.child);
    const day = park.info.busyDay!;
    const browsers = { 'accept-encoding': 'gzip, deflate, br' };
    const parkUrl = `http://127.0.0.1:${PARK_PORT}`;
    const activitesBytes = await mirrorAnswer(`${parkUrl}/api/v1/activites`, browsers);
    const results = await loadAll([
      { name: 'bare Fastify route', url: `http://127.0.0.1:${BARE_PORT}/bare`, headers: {}, serverPid: bare.info.pid },
      {
        name: 'GET /api/v1/activites',
        url: `${parkUrl}/api/v1/activites`,
        headers: browsers,
        serverPid: park.info.pid,
      },
      {
        name: `GET /api/planning/browse (${day}, ${park.info.slots} slots)`,
        url: `${parkUrl}/api/planning/browse?dates=${day}`,
        headers: browsers,
        serverPid: park.info.pid,
      },
      // Reference row, not a target: the bare route's answer from the park API process, through its global hooks.
      {
        name: '(reference) bare route in the park API process',
        url: `${parkUrl}/bench-bare`,
        headers: {},
        serverPid: park.info.pid,
      },
      // Reference row, not a target: bare Fastify sending as many bytes as the activities answer.
      {
        name: `(reference) bare Fastify, ${activitesBytes}-byte body`,
        url: `http://127.0.0.1:${BARE_PORT}/bare-bytes/${activitesBytes}`,
        headers: {},
        serverPid: bare.info.pid,
      },
      // Reference row, not a target: bare Fastify sending the activities answer's very bytes and headers.
      {
        name: '(reference) bare Fastify, same bytes and headers',
        url: `http://127.0.0.1:${BARE_PORT}/bare-mirror`,
        headers: {},
        serverPid: bare.info.pid,
      },
    ]);
    const targets = [undefined, 0.8, 0.6, undefined, undefined, undefined];
    const baseline = results[0]!.rps;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per route in ${ROUNDS} interleaved rounds, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ` +
        (PINNED ? `servers on core ${SERVER_CORE}, ${LOADER} on core ${LOADER_CORE}` : `not pinned, ${LOADER}`) +
        `, ${os.cpus().length} CPUs\nuptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}\n`,
    );
    const widths = [52, 8, 8, 7, 7, 7, 7, 6, 16, 16];
    console.log(
      row(
        [
          'route',
          'req/s',
          'vs bare',
          'p99 ms',
          'µs CPU',
          'loader',
          'B/req',
          'errors',
          'throughput',
          `p99<=${P99_TARGET_MS}`,
        ],
        widths,
      ),
    );
    let allMet = true;
    for (const [i, r] of results.entries()) {
      const target = targets[i];
      const ratio = r.rps / baseline;
      const throughputMet = target !== undefined && ratio >= target && r.errors === 0;
      const latencyMet = !P99_JUDGED || r.p99 <= P99_TARGET_MS;
      if (target !== undefined && !(throughputMet && latencyMet)) allMet = false;
      const mark = (ok: boolean, label: string) => (target === undefined ? '-' : `${ok ? 'MET' : 'NOT MET'} ${label}`);
      console.log(
        row(
          [
            r.name,
            r.rps.toFixed(0),
            `${(ratio * 100).toFixed(0)} %`,
            String(r.p99),
            r.cpuMicros.toFixed(0),
            `${(r.loaderBusy * 100).toFixed(0)} %`,
            String(r.bytesPerRequest),
            String(r.errors),
            mark(throughputMet, target ? `>=${target * 100}%` : ''),
            P99_JUDGED ? mark(latencyMet, '') : '(autocannon)',
          ],
          widths,
        ),
      );
    }
    if (!P99_JUDGED)
      console.log(
        `\nwrk's p99 is printed but not judged: the p99 target is read from autocannon's runs (the default).`,
      );
    else if (results[0]!.p99 > P99_TARGET_MS)
      console.log(
        `\nNote: the bare route itself has p99 > ${P99_TARGET_MS} ms: the machine is saturated, latency figures say more about the load than about the API.`,
      );
    if (results.some((r) => r.loaderBusy >= LOADER_SATURATED))
      console.log(
        `\nNote: ${LOADER} used ${LOADER_SATURATED * 100} % or more of its core on some rows: there, the load generator may limit the figure as much as the server (cross-check with BENCH_LOADER=wrk).`,
      );
    console.log(
      `\nµs CPU = the server's CPU time per request; loader = how busy the load generator's core was. Targets (catalogue >= 80 %, planning >= 60 % of the bare route's req/s, p99 <= ${P99_TARGET_MS} ms${P99_JUDGED ? '' : ' with autocannon'}): ${allMet ? 'MET' : 'NOT MET'}`,
    );
    process.exitCode = allMet ? 0 : 1;
  } finally {
    await Promise.all(children.map(stop));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
