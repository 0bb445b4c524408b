// One Lighthouse 13 run (mobile preset: its 4× CPU slowdown and simulated slow 4G) of a cold load, in Debian
// Chromium started by chrome-launcher. A page that needs stored data (a session, a basket) gets it first: the
// tab opens a file of the page's origin, the values are written into localStorage and sessionStorage, then
// Lighthouse loads the page in that same tab. Lighthouse clears the HTTP cache (cold load) but, by default,
// not localStorage nor sessionStorage (`clearStorageTypes`), so the page reads what was stored.
import { writeFileSync } from 'node:fs';
import { CHROME } from './prepare';
import type { Storage } from './pages';

export interface LighthouseRun {
  /** Performance score (NaN in an accessibility-only run). */
  score: number;
  /** Accessibility score (Lighthouse's axe-based audits). */
  a11y: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster), to compare runs and days. */
  benchmarkIndex: number;
}

/** The run of median score (Lighthouse's own advice: its score moves by a few points from run to run). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** LIGHTHOUSE_ONLY=accessibility: the accessibility audits alone (quick, and not moved by the machine's load). */
export const ACCESSIBILITY_ONLY = process.env.LIGHTHOUSE_ONLY === 'accessibility';

export async function runLighthouse(url: string, storage: Record<string, Storage>): Promise<LighthouseRun> {
  // ES modules only: loaded with import() from this CommonJS package.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    for (const [origin, { local, session, cookies = [] }] of Object.entries(storage)) {
      // A small file of that origin (every area's server serves its manifest).
      await page.goto(`${origin}/mf-manifest.json`);
      if (cookies.length > 0)
        await browser.setCookie(
          ...cookies.map((c) => ({ ...c, domain: new URL(origin).hostname, path: '/', sameSite: 'Strict' as const })),
        );
      await page.evaluate(
        (l: Record<string, string>, s: Record<string, string>) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
          for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
        },
        local,
        session,
      );
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ACCESSIBILITY_ONLY ? ['accessibility'] : ['performance', 'accessibility'],
        formFactor: 'mobile',
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const lhr = result.lhr;
    // A run that could not load the page (NO_FCP, a timeout) has no score: not a figure of the page, left out.
    const scored = ACCESSIBILITY_ONLY ? lhr.categories.accessibility : lhr.categories.performance;
    const failed = lhr.runtimeError?.code ?? (scored?.score == null ? 'no score' : null);
    if (failed) throw new Error(`run without a score (${failed})`);
    // LIGHTHOUSE_JSON=/path/prefix keeps the whole report of each page's last run (LCP element, request chains,
    // script boot-up, layout shifts): /path/prefix-<page>.json.
    if (process.env.LIGHTHOUSE_JSON) {
      const name = (new URL(url).pathname + new URL(url).search).replace(/[^\w]+/g, '_');
      writeFileSync(`${process.env.LIGHTHOUSE_JSON}-${new URL(url).port}${name}.json`, JSON.stringify(lhr, null, 1));
    }
    await browser.disconnect();
    return {
      score: ACCESSIBILITY_ONLY ? NaN : Math.round((lhr.categories.performance?.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      fcpMs: Number(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}
