#!/usr/bin/env node
// Builds the front end and starts the whole site: the API (embedded PGlite database, seeded on first
// start), the payment sandbox gateway and every microfrontend on its own server, each proxying /api.
// Prints the site's URL once every part answers. Ctrl-C stops everything.
//
//   node .ci/start-site.mjs [--no-build] [--without <area>[,<area>]]
// Environment: API_PORT (4000), GATEWAY_PORT (4100), DATA_DIR (api/data), OUTBOX_DIR (api/outbox),
// SITE_HOST (localhost), and DATABASE_URL to use PostgreSQL instead of the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const withoutIndex = args.indexOf('--without');
const without = new Set(withoutIndex >= 0 ? (args[withoutIndex + 1] ?? '').split(',') : []);
const host = process.env.SITE_HOST ?? 'localhost';
const apiPort = Number(process.env.API_PORT ?? 4000);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 4100);
const siteUrl = `http://${host}:3000`;

const areas = [
  { name: 'shell', port: 3000, ready: '/remotes.json' },
  { name: 'mf-catalog', port: 3001, ready: '/mf-manifest.json' },
  { name: 'mf-booking', port: 3002, ready: '/mf-manifest.json' },
  { name: 'mf-basket-checkout', port: 3003, ready: '/mf-manifest.json' },
  { name: 'mf-account', port: 3004, ready: '/mf-manifest.json' },
  { name: 'mf-snacking', port: 3005, ready: '/mf-manifest.json' },
];

const pnpm = ['-y', 'pnpm@10.34.8'];
if (build) {
  const filters = areas.flatMap((a) => ['--filter', a.name]);
  console.log('Building the microfrontends…');
  const res = spawnSync('npx', [...pnpm, ...filters, '--workspace-concurrency=2', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error('The build failed: nothing was started.');
    process.exit(res.status ?? 1);
  }
}

const children = [];
let stopping = false;
function start(name, command, commandArgs, options) {
  const child = spawn(command, commandArgs, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(22);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} stopped (${signal ?? code}); stopping the site.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The site's deploy-time remotes.json (the shell's): the API lets a payment return to the origins it lists (a bar
// tablet on the snacking area's own origin), and the snacking area's server hands it to the tablet's page.
const remotesJson = process.env.REMOTES_JSON ?? path.join(root, 'shell', 'dist', 'remotes.json');
const env = {
  ...process.env,
  REMOTES_JSON: remotesJson,
  PORT: String(apiPort),
  SITE_URL: process.env.SITE_URL ?? siteUrl,
  // The account area's standalone entry: e-mail links (account tabs, password reset, company sign-in) open there.
  ACCOUNT_URL: process.env.ACCOUNT_URL ?? `http://${host}:${areas.find((a) => a.name === 'mf-account').port}`,
  GATEWAY_PORT: String(gatewayPort),
  PAYBOX_URL: process.env.PAYBOX_URL ?? `http://${host}:${gatewayPort}/cgi/MYchoix_pagepaiement.cgi`,
};
const apiBin = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
start('api', apiBin, ['src/server.ts'], { cwd: path.join(root, 'api'), env });
start('payment-gateway', apiBin, ['src/sandbox-gateway/server.ts'], {
  cwd: path.join(root, 'api'),
  env: { ...env, PORT: String(gatewayPort) },
});
for (const area of areas) {
  if (without.has(area.name)) continue;
  const bin = path.join(root, area.name, 'node_modules', '.bin', 'serve-area');
  start(area.name, bin, ['--port', String(area.port)], {
    cwd: path.join(root, area.name),
    // PAYBOX_URL: the pages' Content-Security-Policy lets the payment form post there.
    env: {
      ...process.env,
      API_URL: `http://127.0.0.1:${apiPort}`,
      SITE_URL: env.SITE_URL,
      PAYBOX_URL: env.PAYBOX_URL,
      // The bar tablet (snacking alone) loads the basket area's pages: its server serves the site's remotes.json.
      ...(area.name === 'mf-snacking' ? { REMOTES_JSON: remotesJson } : {}),
    },
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${apiPort}/api/health`, 120_000),
    waitFor(`http://127.0.0.1:${gatewayPort}/sandbox/payments.json`, 60_000),
    ...areas.filter((a) => !without.has(a.name)).map((a) => waitFor(`http://127.0.0.1:${a.port}${a.ready}`, 60_000)),
  ]);
  console.log(`\nSite ready: ${siteUrl}`);
  console.log(`  API:      ${siteUrl}/api/openapi.json`);
  console.log(`  Outbox:   ${siteUrl}/dev/outbox (confirmation and password e-mails)`);
  console.log(`  Payment sandbox gateway: http://${host}:${gatewayPort}`);
  console.log('  Bar tablet (snacking, standalone): http://' + host + ':3005/ (bar screen: /bar)');
  console.log('Press Ctrl-C to stop.\n');
} catch (err) {
  console.error(String(err));
  stop(1);
}
