/**
 * The bench's load generators. Both load one URL with a number of connections for a number of seconds, on
 * the loader's core, and say how busy the loader itself was, so that a row limited by its load generator
 * rather than by the server shows it:
 * - autocannon (default), run in this process: its HTTP parser is JavaScript, and an answer's header lines
 *   cost it more than the server;
 * - wrk (`BENCH_LOADER=wrk`, Debian's `wrk` package), a C load generator on one thread, as a cross-check.
 */
import { execFileSync, spawn } from 'node:child_process';
import autocannon from 'autocannon';

export interface Load {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface Loaded {
  requests: number;
  /** Wall seconds the load lasted. */
  seconds: number;
  bytes: number;
  /** Latency's 99th percentile, milliseconds. */
  p99: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number;
  /** CPU seconds the load generator used (user + system). */
  loaderCpu: number;
}

export type Loader = (load: Load) => Promise<Loaded>;

export const autocannonLoader: Loader = async ({ url, headers, connections, seconds }) => {
  const before = process.cpuUsage();
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const used = process.cpuUsage(before);
  return {
    requests: r.requests.total,
    seconds: r.duration,
    bytes: r.throughput.total,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    loaderCpu: (used.user + used.system) / 1e6,
  };
};

/** wrk's durations ("812.00us", "12.19ms", "1.02s") in milliseconds. */
export function wrkMilliseconds(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 'ms' ? value : m[2] === 's' ? value * 1000 : value * 60_000;
}

/** wrk's byte counts ("699.23MB", "1.50KB", "512B") in bytes. */
export function wrkBytes(text: string): number {
  const m = /^([\d.]+)(B|KB|MB|GB|TB)$/.exec(text.trim());
  if (!m) return NaN;
  const power = ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(m[2]!);
  return Number(m[1]) * 1024 ** power;
}

/**
 * Reads `wrk --latency` output and bash's `times` line for its children (user and system CPU); throws when a
 * figure is missing, rather than printing a row made of nothing.
 */
export function parseWrk(output: string): Loaded {
  const total = /(\d+) requests in ([\d.]+\w+), ([\d.]+\w+) read/.exec(output);
  const p99 = /^\s*99%\s+(\S+)/m.exec(output);
  if (!total || !p99) throw new Error(`wrk's output was not understood:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors =
    (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
  // `times` prints the shell's own line, then its children's: "0m1.234s 0m0.567s".
  const times = [...output.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)].at(-1);
  const loaderCpu = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : NaN;
  return {
    requests: Number(total[1]),
    seconds: wrkMilliseconds(total[2]!) / 1000,
    bytes: wrkBytes(total[3]!),
    p99: wrkMilliseconds(p99[1]!),
    errors,
    loaderCpu,
  };
}

/** True when `wrk` can be run here. */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk --version exits with status 1 after printing its version.
    return (err as { status?: number }).status === 1;
  }
}

/** wrk on one thread, pinned like this process (a child inherits its parent's CPU affinity). */
export const wrkLoader: Loader = ({ url, headers, connections, seconds }) => {
  const args = ['-t1', `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  // bash's `times` gives the CPU time of wrk once it has ended, which /proc no longer can.
  const script = 'wrk "$@"; status=$?; times; exit $status';
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script, 'wrk', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      try {
        resolve(parseWrk(output));
      } catch (err) {
        reject(err);
      }
    });
  });
};
