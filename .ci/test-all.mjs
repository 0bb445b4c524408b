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
/** A foreground step: its output straight to the terminal. */
function runAsync(command, args, env = {}) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}
/**
 * Three lanes share the two cores (decisions 0018 and 0035). In the foreground the builds, then the end-to-end tests,
 * which measure pages and wait on timings: nothing outranks them. Beside them, at a lower CPU priority, the API's
 * Jest suite (`nice -n 10`, the longest that measures no time) and, one after the other, lint, Prettier, the type
 * checks, the contract check and the other packages' Jest suites (`nice -n 5`): they take the CPU the end-to-end
 * tests leave (about a fifth of the two cores) and both cores once those end. A background step's output is kept
 * in a file and printed whole when it ends.
 */
const canNice = process.platform === 'linux' && spawnSync('nice', ['-n', '1', 'true']).status === 0;
function runInBackground(command, args, { niceness, logFile, cwd = root }) {
  const started = Date.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(canNice ? 'nice' : command, canNice ? ['-n', String(niceness), command, ...args] : args, {
    cwd,
    stdio: ['ignore', log, log],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(log);
      console.log(`\n=== output of: ${[command, ...args].join(' ')}\n${fs.readFileSync(logFile, 'utf8')}`);
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

const logOf = (name) => path.join(out, `${name}.log`);
/** A step of the checks lane: one command in the background at nice 5, counted as one passed or failed. */
async function check(suite, command, args, cwd = root) {
  const r = await runInBackground(command, args, { niceness: 5, logFile: logOf(suite.replace(/\W+/g, '-')), cwd });
  record(suite, r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1, r.seconds);
  return r.status === 0;
}
async function jestSuite(pkg, niceness, extra = []) {
  const file = path.join(out, `${pkg}.json`);
  const args = [...pnpm, '--filter', pkg, 'test', '--json', `--outputFile=${file}`, ...extra];
  const r = await runInBackground('npx', args, { niceness, logFile: logOf(`jest-${pkg}`) });
  const { passed, failed } = jestCounts(file, r.status);
  record(`unit tests: ${pkg}`, passed, failed, r.seconds);
}

// The API's suite, with two workers: it runs under the others, then alone on both cores.
const apiJest = wanted('jest') ? jestSuite('api', 10, ['--maxWorkers=2']) : Promise.resolve();

async function checksLane() {
  if (wanted('lint')) {
    await check('lint (eslint)', 'npx', [...pnpm, 'exec', 'eslint', '.']);
    await check('format (prettier)', 'npx', [...pnpm, 'exec', 'prettier', '--check', '.']);
  }
  if (wanted('typecheck')) {
    let passed = 0;
    let failed = 0;
    const started = Date.now();
    for (const pkg of typecheckPackages) {
      const logFile = logOf(`tsc-${pkg}`);
      const r = await runInBackground('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], {
        niceness: 5,
        logFile,
        cwd: path.join(root, pkg),
      });
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
    await check(
      'API contract (generated types up to date)',
      'npx',
      ['tsx', 'src/scripts/api-contract.ts', '--check'],
      path.join(root, 'api'),
    );
  }
  if (wanted('jest')) {
    for (const pkg of jestPackages.filter((p) => p !== 'api')) await jestSuite(pkg, 5, ['--passWithNoTests']);
  }
}
// The checks start with the builds, under them; the end-to-end tests need the builds.
const checks = checksLane();
if (wanted('build') || wanted('e2e')) {
  const filters = apps.flatMap((a) => ['--filter', a]);
  const r = await runAsync('npx', [...pnpm, ...filters, '--workspace-concurrency=2', 'run', 'build']);
  record(
    'front-end builds (webpack, Module Federation)',
    r.status === 0 ? apps.length : 0,
    r.status === 0 ? 0 : apps.length,
    r.seconds,
  );
}
if (wanted('e2e')) {
  const file = path.join(out, 'playwright.json');
  const r = await runAsync('npx', [...pnpm, '--filter', 'park-e2e', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    PARK_E2E_REPORTERS: 'list,json',
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

await checks;
await apiJest;
// The summary in a fixed order, whatever order the lanes ended in.
const order = ['lint', 'format', 'type checks', 'API contract', 'unit tests', 'front-end builds', 'end-to-end'];
const rank = (suite) => (suite === 'unit tests: api' ? order.length : order.findIndex((o) => suite.startsWith(o)));
results.sort((a, b) => rank(a.suite) - rank(b.suite));
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
