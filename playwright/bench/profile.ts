// Where a page's long tasks go: a cold load of one page of bench:web (same phone, same stored data), CPU slowed 4×
// like Lighthouse's phone, traced by Chromium; prints each task over 50 ms of the page's main thread with the
// functions that took most of it (self time, from the V8 samples in the trace), then the whole load's top functions.
//   cd playwright && BENCH_PAGES=calendar npx tsx bench/profile.ts
// The site must be running (npm start, or node ../.ci/start-site.mjs --no-build). PROFILE_TOP=n functions per task.
import { launch, contextWith } from './web/javascript';
import { selectedPages, urlOf } from './web/pages';
import { prepare } from './web/prepare';
import { longTasks, type TraceEvent } from './web/trace';

const TOP = Number(process.env.PROFILE_TOP ?? 6);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

async function main(): Promise<void> {
  const pages = selectedPages();
  const prepared = pages.some((p) => p.needs !== 'none') ? await prepare() : null;
  const browser = await launch();
  try {
    for (const bench of pages) {
      const context = await contextWith(browser, prepared?.storage[bench.needs] ?? {});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(urlOf(bench, prepared?.reference ?? null), { waitUntil: 'load' });
      await page.locator(bench.ready).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      await context.close();
      const { tasks, total } = longTasks(trace.traceEvents, TOP);
      const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
      console.log(`\n## ${bench.name}: ${tasks.length} tasks over 50 ms, ${Math.round(blocking)} ms over 50 (CPU 4×)`);
      for (const task of tasks) {
        console.log(`  ${Math.round(task.startMs)} ms: task of ${Math.round(task.ms)} ms`);
        for (const f of task.parts) console.log(`      ${f.ms.toFixed(1).padStart(6)} ms  ${f.name}`);
        console.log('      functions (self time):');
        for (const f of task.top) console.log(`      ${f.ms.toFixed(1).padStart(6)} ms  ${f.name}`);
      }
      console.log('  whole load, self time:');
      for (const f of total) console.log(`      ${f.ms.toFixed(1).padStart(6)} ms  ${f.name}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
