import { defineConfig } from '@playwright/test';

// The whole site is started once by the project's start script (already built by the test command),
// on a fresh embedded database, and driven in Debian's Chromium.
if (!process.env.PARK_E2E_RUN_ID) process.env.PARK_E2E_RUN_ID = String(Date.now());
const dataDir = `/tmp/park-e2e-${process.env.PARK_E2E_RUN_ID}`;

const reporters = (process.env.PARK_E2E_REPORTERS ?? 'list').split(',').map((name) => [name] as [string]);

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: reporters,
  outputDir: './test-results',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../.ci/start-site.mjs --no-build',
    // Through the shell's proxy: ready when the shell AND the API answer (start-site prints 'Site ready' later).
    url: 'http://127.0.0.1:3000/api/health',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets start-site stop the API, the gateway and the six app servers it started (they run
    // detached; the default SIGKILL would leave them running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATA_DIR: `${dataDir}/db`,
      OUTBOX_DIR: `${dataDir}/outbox`,
      LOG_LEVEL: 'warn',
      // The tests check what the first screen shows; its 300 ms budget (a slow remote gives the plain page) is
      // tested in shared-events. Chromium starting a page on this 2-core machine can take the remote past it.
      FIRST_SCREEN_TIMEOUT_MS: '3000',
    },
  },
});
