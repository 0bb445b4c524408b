// Web benchmark of a cold load of http://localhost:3000/activites:
//   - JavaScript transferred per origin and in total, on a phone and on a desktop (gzip as served; when a server
//     sends it uncompressed, the gzip -9 size of the body is reported instead, and flagged),
//   - copies of each shared library in the page (Module Federation runtime),
//   - Lighthouse mobile performance score and LCP (Debian Chromium through chrome-launcher), median of
//     LIGHTHOUSE_RUNS runs (3 unless said otherwise).
// Starts the site (node ../.ci/start-site.mjs --no-build, fresh data dir) when it is not running.
//   pnpm --filter park-e2e bench:web        (SITE_URL to aim elsewhere)
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { copiesOfPackage, SHARED_LIBRARIES, sharedCopies } from '../support/federation';

const here = __dirname; // the package is CommonJS (tsx runs this file as CJS)
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const pageUrl = `${siteUrl}/activites`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_JS_KB = 250;
const TARGET_PERF = 90;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function ensureSite(): Promise<ChildProcess | null> {
  if (await answers(`${siteUrl}/remotes.json`)) return null;
  const dataDir = `/tmp/park-bench-${Date.now()}`;
  console.log(`Starting the site (data in ${dataDir})…`);
  const child = spawn('node', [path.join(here, '..', '..', '.ci', 'start-site.mjs'), '--no-build'], {
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

interface JsFile {
  url: string;
  origin: string;
  encoding: string;
  raw: number;
  gzip: number;
  measured: boolean;
}

/** Lighthouse's phone (its mobile form factor) and a desktop window: the phone footer loads other code. */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
] as const;

async function measureJavaScript(device: (typeof VIEWPORTS)[number]) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = device;
    const context = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    });
    const page = await context.newPage();
    const files: Promise<JsFile | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      files.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const encoding = response.headers()['content-encoding'] ?? 'identity';
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          const compressed = encoding === 'gzip' || encoding === 'br';
          const gzip = compressed && sizes ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length;
          return {
            url: response.url(),
            origin: new URL(response.url()).origin,
            encoding,
            raw: body.length,
            gzip,
            measured: !compressed,
          };
        })(),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const copies = await sharedCopies(page);
    const list = (await Promise.all(files)).filter((f): f is JsFile => f !== null);
    return { list, copies };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The run of median score (Lighthouse's own advice: its score moves by a few points from run to run). */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function runLighthouse(): Promise<LighthouseRun> {
  // Both are ES modules only: loaded with import() from this CommonJS file.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const lhr = result.lhr;
    // LIGHTHOUSE_JSON=/path/report.json keeps the whole report of the last run (LCP element, request chains, script
    // boot-up).
    if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr, null, 1));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      fcpMs: Number(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<number> {
  const site = await ensureSite();
  let exitCode = 0;
  try {
    let total = 0;
    const copiesPerDevice = [];
    for (const device of VIEWPORTS) {
      const { list, copies } = await measureJavaScript(device);
      copiesPerDevice.push(copies);
      const byOrigin = new Map<string, { files: number; raw: number; gzip: number; measured: boolean }>();
      for (const f of list) {
        const o = byOrigin.get(f.origin) ?? { files: 0, raw: 0, gzip: 0, measured: false };
        o.files += 1;
        o.raw += f.raw;
        o.gzip += f.gzip;
        o.measured ||= f.measured;
        byOrigin.set(f.origin, o);
      }
      const deviceTotal = list.reduce((sum, f) => sum + f.gzip, 0);
      const totalRaw = list.reduce((sum, f) => sum + f.raw, 0);
      total = Math.max(total, deviceTotal);
      const { width, height } = device.viewport;
      console.log(`\nCold load of ${pageUrl} (${device.name}, ${width}×${height}): JavaScript`);
      console.table(
        Object.fromEntries(
          [...byOrigin].map(([origin, o]) => [
            origin,
            {
              files: o.files,
              'raw KB': kb(o.raw),
              'gzip KB': kb(o.gzip),
              gzip: o.measured ? 'gzip -9 measured (served uncompressed)' : 'as served',
            },
          ]),
        ),
      );
      console.log(`Total (${device.name}): ${list.length} files, ${kb(totalRaw)} KB raw, ${kb(deviceTotal)} KB gzip`);
      console.log('Largest files (gzip):');
      console.table(
        [...list]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 8)
          .map((f) => ({ file: f.url.replace(/^https?:\/\//, ''), 'raw KB': kb(f.raw), 'gzip KB': kb(f.gzip) })),
      );
    }
    const copies = copiesPerDevice[0]!;

    console.log('\nShared libraries (loaded copies in the page)');
    const copyRows: Record<
      string,
      { 'shared paths': number; 'loaded paths': number; 'copies (max per path)': number; versions: string }
    > = {};
    for (const lib of SHARED_LIBRARIES) {
      const c = copiesOfPackage(copies.libraries, lib);
      copyRows[lib] = {
        'shared paths': c.paths,
        'loaded paths': c.loadedPaths,
        'copies (max per path)': c.maxCopies,
        versions: c.versions.join(', '),
      };
    }
    console.table(copyRows);

    // LIGHTHOUSE_RUNS (default 3): the score varies from run to run on a shared machine; the median run counts.
    const runCount = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
    console.log(`\nLighthouse (mobile, performance), ${runCount} run(s)…`);
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < runCount; i += 1) runs.push(await runLighthouse());
    const lh = medianRun(runs);
    const row = (run: LighthouseRun) => ({
      score: run.score,
      'LCP s': (run.lcpMs / 1000).toFixed(2),
      'FCP s': (run.fcpMs / 1000).toFixed(2),
      'TBT ms': Math.round(run.tbtMs),
      CLS: run.cls.toFixed(3),
    });
    console.table(Object.fromEntries([...runs.map((run, i) => [`run ${i + 1}`, row(run)]), ['median', row(lh)]]));

    const oneCopy = copiesPerDevice.every((found) =>
      SHARED_LIBRARIES.every((lib) => copiesOfPackage(found.libraries, lib).maxCopies === 1),
    );
    const targets = [
      { target: 'one copy of each shared library', value: oneCopy ? 'yes' : 'no', met: oneCopy },
      {
        target: `initial JS < ${TARGET_JS_KB} KB gzip (larger of phone and desktop)`,
        value: `${kb(total)} KB`,
        met: total < TARGET_JS_KB * 1024,
      },
      {
        target: `Lighthouse mobile performance >= ${TARGET_PERF} (median)`,
        value: String(lh.score),
        met: lh.score >= TARGET_PERF,
      },
    ];
    console.log('\nTargets');
    console.table(targets.map((t) => ({ ...t, met: t.met ? 'MET' : 'NOT MET' })));
    if (targets.some((t) => !t.met)) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 2;
  } finally {
    if (site?.pid) {
      try {
        process.kill(-site.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
  }
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
