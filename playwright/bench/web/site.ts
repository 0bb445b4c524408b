// Starts the site (node ../.ci/start-site.mjs --no-build, fresh data dir) when it is not running.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SITE } from './pages';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function ensureSite(): Promise<ChildProcess | null> {
  if (await answers(`${SITE}/remotes.json`)) return null;
  const dataDir = `/tmp/park-bench-${Date.now()}`;
  console.log(`Starting the site (data in ${dataDir})…`);
  const child = spawn('node', [path.join(__dirname, '..', '..', '..', '.ci', 'start-site.mjs'), '--no-build'], {
    env: { ...process.env, DATA_DIR: `${dataDir}/db`, OUTBOX_DIR: `${dataDir}/outbox`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the site did not start in 180 s')), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`start-site stopped (${code})`)));
  });
  return child;
}

export function stopSite(site: ChildProcess | null): void {
  if (!site?.pid) return;
  try {
    process.kill(-site.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}
