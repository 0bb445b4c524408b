/** The bench's server processes (bench/server.ts), started pinned to a core, measured and stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export interface Started {
  child: ChildProcess;
  info: { ready: boolean; pid: number; busyDay?: string; slots?: number };
}

export function startServer(kind: 'bare' | 'park', port: number, core: number | undefined): Promise<Started> {
  // One node process (tsx as a loader, not its wrapper), pinned to the server's core.
  const nodeArgs = ['--import', 'tsx', path.join(__dirname, 'server.ts'), kind, String(port)];
  const child = spawn(
    core !== undefined ? 'taskset' : process.execPath,
    core !== undefined ? ['-c', String(core), process.execPath, ...nodeArgs] : nodeArgs,
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
    },
  );
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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ = 100 on Linux)
  } catch {
    return NaN;
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
