// Web benchmark of every page of the journey (issue 14), in one run:
//   - Lighthouse 13 mobile preset (Debian Chromium through chrome-launcher), cold loads, median of LIGHTHOUSE_RUNS
//     runs (3 unless said otherwise; a run without a score is tried again, twice at most a page): performance,
//     accessibility (≥ 98), LCP, TBT, CLS; the signed-in pages signed in with the demo
//     account (through the API), the basket with a karting line, the payment return of a paid order, the bar
//     tablet's pages (:3005) paired;
//   - the initial JavaScript of each page, and of the same page built as one webpack app without federation
//     (bench/monolith, built in the run unless BENCH_MONOLITH=built), and their ratio;
//   - the calendar's interactions (tap on a day, on a slot) with the CPU slowed 4×, median of INTERACTION_RUNS runs (3).
// Prints one table with MET / NOT MET per target; exits 1 when a target is not met.
// Starts the site (node ../.ci/start-site.mjs --no-build, fresh data dir) when it is not running.
//   pnpm --filter park-e2e bench:web
// Environment: BENCH_PAGES=calendar,basket (names of the table) measures some pages only; LIGHTHOUSE_RUNS;
// LIGHTHOUSE_JSON=/tmp/lh keeps each page's last report (/tmp/lh-<port>_<path>.json); SITE_URL, TABLET_URL;
// BENCH_SKIP=lighthouse,monolith,interaction leaves parts out (while working on one page); BENCH_JSON=<file> writes
// the figures as JSON too;
// LIGHTHOUSE_ONLY=accessibility runs Lighthouse's accessibility audits alone (quick; the load does not move them):
//   LIGHTHOUSE_ONLY=accessibility LIGHTHOUSE_RUNS=1 BENCH_MONOLITH=built BENCH_SKIP=monolith,interaction npx tsx bench/web.ts
import { writeFileSync } from 'node:fs';
import { measureInteractions, type InteractionFigure } from './web/interaction';
import { launch, measureJavaScript } from './web/javascript';
import { medianRun, runLighthouse, type LighthouseRun } from './web/lighthouse';
import { buildMonolith, serveMonolith } from './web/monolith';
import { selectedPages, urlOf } from './web/pages';
import { prepare } from './web/prepare';
import { load, report, type PageResult } from './web/report';
import { ensureSite, stopSite } from './web/site';

/** Extra Lighthouse runs a page may take to replace runs that gave no score. */
const RETRIES = 2;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));

async function main(): Promise<number> {
  const pages = selectedPages();
  const runCount = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
  if (!skip.has('monolith') && process.env.BENCH_MONOLITH !== 'built') buildMonolith();
  const site = await ensureSite();
  try {
    console.log(`Load average at the start (1, 5, 15 min): ${load()}`);
    const needsPrepared = pages.some((p) => p.needs !== 'none');
    const prepared = needsPrepared ? await prepare() : null;
    if (prepared) console.log(`Prepared: demo account signed in, basket, recap, order ${prepared.reference}, tablet`);
    const storageOf = (page: (typeof pages)[number]) => prepared?.storage[page.needs] ?? {};
    const reference = prepared?.reference ?? null;

    const results: PageResult[] = [];
    const browser = await launch();
    try {
      for (const page of pages) {
        const url = urlOf(page, reference);
        const result: PageResult = { name: page.name, runs: [], median: null, js: null, monolith: null };
        results.push(result);
        try {
          result.js = await measureJavaScript(browser, page, url, storageOf(page));
          if (!skip.has('monolith')) {
            result.monolith = await measureJavaScript(browser, page, url, storageOf(page), serveMonolith);
          }
        } catch (error) {
          result.error = `JavaScript: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
    } finally {
      await browser.close();
    }

    if (!skip.has('lighthouse')) {
      console.log(`Lighthouse (mobile), ${runCount} run(s) of ${pages.length} page(s)…`);
      for (const [i, page] of pages.entries()) {
        const result = results[i]!;
        const runs: LighthouseRun[] = [];
        // A run without a score (Lighthouse's NO_NAVSTART, a timeout) is tried again, up to RETRIES times a page,
        // so that the median is still one of runCount runs; the failures stay counted in the table.
        for (let n = 0; runs.length < runCount && n < runCount + RETRIES; n += 1) {
          try {
            runs.push(await runLighthouse(urlOf(page, reference), storageOf(page)));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            console.log(`  ${page.name}: Lighthouse run ${n + 1} failed: ${message}`);
            result.failedRuns = (result.failedRuns ?? 0) + 1;
          }
        }
        result.runs = runs;
        result.median = runs.length ? medianRun(runs) : null;
        const m = result.median;
        console.log(
          `  ${page.name}: ${runs.map((r) => (Number.isNaN(r.score) ? `a11y ${r.a11y}` : `${r.score} (a11y ${r.a11y})`)).join(', ')}` +
            (m && !Number.isNaN(m.score)
              ? ` (LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)})`
              : ''),
        );
      }
    }

    let interactions: InteractionFigure[] | null = null;
    if (!skip.has('interaction')) {
      const browser2 = await launch();
      try {
        interactions = await measureInteractions(browser2);
      } finally {
        await browser2.close();
      }
    }
    // BENCH_JSON=<file>: the figures as data too (bench/preset.ts compares builds with them).
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ results, interactions }));
    return report(results, interactions) ? 0 : 1;
  } finally {
    stopSite(site);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
