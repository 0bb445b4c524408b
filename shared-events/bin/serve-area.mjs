#!/usr/bin/env node
// serve-area --port N [--dir dist] [--spa] [--host H] [--first-screen FILE]: serves a built app (shell or remote), proxies /api to API_URL.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createAreaServer, parseArgs } = require('../build/area-server.cjs');

try {
  const options = parseArgs(process.argv.slice(2));
  const apiUrl = process.env.API_URL || 'http://127.0.0.1:4000';
  const root = path.resolve(process.cwd(), options.dir);
  const firstScreen = options.firstScreen ? path.resolve(process.cwd(), options.firstScreen) : null;
  const paymentUrl = process.env.PAYBOX_URL || undefined;
  const remotesFile = options.remotesFile ? path.resolve(process.cwd(), options.remotesFile) : null;
  const server = await createAreaServer({ root, spa: options.spa, apiUrl, firstScreen, paymentUrl, remotesFile });
  try {
    await server.listen({ port: options.port, host: options.host });
  } catch (error) {
    if (options.host !== '::' || error.code !== 'EAFNOSUPPORT') throw error;
    await server.listen({ port: options.port, host: '0.0.0.0' }); // no IPv6 on this machine
  }
  console.log(
    `serve-area: ${path.basename(path.dirname(root))} on http://localhost:${options.port} (${root}${options.spa ? ', SPA' : ''}; /api -> ${apiUrl}${firstScreen && fs.existsSync(firstScreen) ? '; first screen' : ''})`,
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error(`serve-area: ${error.message}`);
  process.exit(1);
}
