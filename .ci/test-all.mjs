#!/usr/bin/env node
// Runs every suite of the project and ends with one line totalling them: `N passed, N failed`.
// Suites: lint, type checks, the API contract's generated types, unit and API tests (Jest, per package; the API suite also runs on
// PostgreSQL when TEST_DATABASE_URL is set), the front-end builds, end-to-end tests (Playwright, in
// Debian's Chromium). `node .ci/test-all.mjs --only jest` runs one kind of suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'park-tests-'));
const pnpm = ['-y', 'pnpm@10.34.8'];
const jestPackages = [
  'shared-events',
  'shell',
  'mf-catalog',
  'mf-booking',
  'mf-basket-checkout',
  'mf-account',
  'mf-snacking',
  'api',
];
const typecheckPackages = ['api', ...jestPackages.filter((p) => p !== 'api'), 'playwright'];
const apps = ['shell', 'mf-catalog', 'mf-booking', 'mf-basket-checkout', 'mf-account', 'mf-snacking'];

const results = [];
function run(command, args, options = {}) {
  const started = Date.now();
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
  });
  return { status: res.status ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}
/**
 * The API's Jest suite is the longest one that is not timing-sensitive (PGlite and PostgreSQL, several
 * minutes): it runs in the background at a low CPU priority (`nice -n 10`), its output kept in a file and
 * printed when it ends. Lint, type checks, the other packages' tests, the builds and then the end-to-end tests run
 * in the foreground: the CPU they leave (the end-to-end tests use about 60 % of the two cores) goes to it, and they
 * never wait for it. Under contention it still gets about a tenth of a core (nice 19 would give it 1.5 %, too
 * little for its 2-second delivery test of the bar's feed). Decision 0018.
 */
function runInBackground(command, args, logFile) {
  const started = Date.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(log);
      resolve({ status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}
function jestCounts(file, status) {
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(file)) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
  if (status !== 0 && failed === 0) failed = 1; // the runner itself failed
  return { passed, failed };
}
function record(suite, passed, failed, seconds, note = '') {
  results.push({ suite, passed, failed, seconds, note });
  console.log(`\n=== ${suite}: ${passed} passed, ${failed} failed (${seconds} s)${note ? ` ${note}` : ''}\n`);
}
const wanted = (kind) => !only || only === kind;

let apiJest;
if (wanted('jest')) {
  const file = path.join(out, 'api.json');
  const logFile = path.join(out, 'api-jest.log');
  console.log(`\n=== unit tests: api started in the background (output: ${logFile})\n`);
  const command = ['npx', ...pnpm, '--filter', 'api', 'test', '--json', `--outputFile=${file}`];
  const niced = process.platform === 'linux' && spawnSync('nice', ['-n', '10', 'true']).status === 0;
  apiJest = runInBackground(
    niced ? 'nice' : command[0],
    niced ? ['-n', '10', ...command] : command.slice(1),
    logFile,
  ).then((r) => {
    console.log(`\n=== unit tests: api (background) output\n${fs.readFileSync(logFile, 'utf8')}`);
    const { passed, failed } = jestCounts(file, r.status);
    record('unit tests: api', passed, failed, r.seconds);
  });
}

if (wanted('lint')) {
  const r = run('npx', [...pnpm, 'exec', 'eslint', '.']);
  record('lint (eslint)', r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1, r.seconds);
  const p = run('npx', [...pnpm, 'exec', 'prettier', '--check', '.']);
  record('format (prettier)', p.status === 0 ? 1 : 0, p.status === 0 ? 0 : 1, p.seconds);
}

if (wanted('typecheck')) {
  let passed = 0;
  let failed = 0;
  const started = Date.now();
  for (const pkg of typecheckPackages) {
    const r = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: path.join(root, pkg) });
    if (r.status === 0) passed++;
    else {
      failed++;
      console.log(`type check failed: ${pkg}`);
    }
  }
  record('type checks (tsc, per package)', passed, failed, ((Date.now() - started) / 1000).toFixed(1));
}

if (wanted('typecheck') || wanted('contract')) {
  // The areas compile against shared-events/src/api-contract/openapi.ts: it must be the API's current contract.
  const r = run('npx', ['tsx', 'src/scripts/api-contract.ts', '--check'], { cwd: path.join(root, 'api') });
  record('API contract (generated types up to date)', r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1, r.seconds);
}

if (wanted('jest')) {
  for (const pkg of jestPackages.filter((p) => p !== 'api')) {
    const file = path.join(out, `${pkg}.json`);
    const r = run('npx', [...pnpm, '--filter', pkg, 'test', '--json', `--outputFile=${file}`, '--passWithNoTests']);
    const { passed, failed } = jestCounts(file, r.status);
    record(`unit tests: ${pkg}`, passed, failed, r.seconds);
  }
}

if (wanted('build') || wanted('e2e')) {
  const filters = apps.flatMap((a) => ['--filter', a]);
  const r = run('npx', [...pnpm, ...filters, '--workspace-concurrency=2', 'run', 'build']);
  record(
    'front-end builds (webpack, Module Federation)',
    r.status === 0 ? apps.length : 0,
    r.status === 0 ? 0 : apps.length,
    r.seconds,
  );
}

if (wanted('e2e')) {
  const file = path.join(out, 'playwright.json');
  const r = run('npx', [...pnpm, '--filter', 'park-e2e', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, PARK_E2E_REPORTERS: 'list,json' },
  });
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(file)) {
    const stats = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = stats.unexpected ?? 0;
  }
  if (r.status !== 0 && failed === 0) failed = 1;
  record('end-to-end (Playwright, Chromium)', passed, failed, r.seconds);
}

await apiJest;

const width = Math.max(...results.map((r) => r.suite.length));
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.suite.padEnd(width)}  ${String(r.passed).padStart(5)} passed  ${String(r.failed).padStart(3)} failed  ${r.seconds.padStart(6)} s`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
