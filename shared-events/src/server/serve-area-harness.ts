// Test helper: runs the real serve-area command in a child process (@fastify/static needs native ESM loading).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const BIN = path.join(__dirname, '..', '..', 'bin', 'serve-area.mjs');
const running: ChildProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts serve-area in `cwd` (on `port`, or a free one); resolves with its base URL once it printed it. */
export async function serveArea(
  cwd: string,
  args: string[],
  env: Record<string, string> = {},
  port?: number,
): Promise<string> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [BIN, '--port', String(chosen), '--host', '127.0.0.1', ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  running.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('serve-area:')) resolve();
    });
    child.stderr!.on('data', (chunk) => (out += String(chunk)));
    child.on('exit', (code) => reject(new Error(`serve-area exited ${code}: ${out}`)));
  });
  return `http://127.0.0.1:${chosen}`;
}

/** Stops every server started by serveArea. */
export function stopAreas(): void {
  for (const child of running.splice(0)) child.kill('SIGTERM');
}

/** A real HTTP server on a free loopback port (a stand-in API or remote): its base URL and how to stop it. */
export async function listen(handler: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
