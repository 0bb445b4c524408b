// The bench's tables: one row per page (Lighthouse median, initial JavaScript, monolith ratio) with MET / NOT MET
// per target, the interaction figures, and the load of the machine while it ran.
import { loadavg } from 'node:os';
import type { InteractionFigure } from './interaction';
import type { PageJavaScript } from './javascript';
import type { LighthouseRun } from './lighthouse';

export const TARGETS = { perf: 95, a11y: 98, lcpMs: 1800, tbtMs: 200, cls: 0.02, ratio: 1.15, inpMs: 200 } as const;

export interface PageResult {
  name: string;
  runs: LighthouseRun[];
  median: LighthouseRun | null;
  js: PageJavaScript | null;
  monolith: PageJavaScript | null;
  error?: string;
  /** Lighthouse runs that gave no score (left out of the median, shown in the table). */
  failedRuns?: number;
}

const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const kb = (n: number) => (n / 1024).toFixed(1);

export function load(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

/** ' (min–max)' of several runs' figures, '' for one run. */
function range(runs: Array<number | null> | undefined): string {
  const known = (runs ?? []).filter((v): v is number => v !== null).map(Math.round);
  return known.length > 1 ? ` (${Math.min(...known)}–${Math.max(...known)})` : '';
}

/** Prints the tables; answers whether every target was met. */
export function report(results: PageResult[], interactions: InteractionFigure[] | null): boolean {
  let allMet = true;
  const check = (met: boolean) => {
    allMet &&= met;
    return verdict(met);
  };
  const rows: Record<string, Record<string, string | number>> = {};
  for (const r of results) {
    const perfMeasured = r.runs.some((run) => !Number.isNaN(run.score));
    const m = perfMeasured ? r.median : null;
    const scores = r.runs.map((run) => run.score);
    // Accessibility: the lowest of the runs (its audits hardly move from run to run).
    const a11y = r.runs.length ? Math.min(...r.runs.map((run) => run.a11y)) : null;
    const ratio = r.js && r.monolith ? r.js.gzip / r.monolith.gzip : null;
    if ((perfMeasured && !m) || !r.runs.length || r.error) allMet = false;
    rows[r.name] = {
      perf: m ? `${m.score} (${Math.min(...scores)}–${Math.max(...scores)}) ${check(m.score >= TARGETS.perf)}` : 'n/a',
      a11y: a11y === null ? 'n/a' : `${a11y} ${check(a11y >= TARGETS.a11y)}`,
      LCP: m ? `${(m.lcpMs / 1000).toFixed(2)} s ${check(m.lcpMs <= TARGETS.lcpMs)}` : 'n/a',
      TBT: m ? `${Math.round(m.tbtMs)} ms ${check(m.tbtMs <= TARGETS.tbtMs)}` : 'n/a',
      CLS: m ? `${m.cls.toFixed(3)} ${check(m.cls <= TARGETS.cls)}` : 'n/a',
      'JS KB': r.js ? `${kb(r.js.gzip)} (${r.js.files})` : 'n/a',
      'monolith KB': r.monolith ? `${kb(r.monolith.gzip)} (${r.monolith.files})` : 'n/a',
      '× monolith': ratio ? `${ratio.toFixed(2)} ${check(ratio <= TARGETS.ratio)}` : 'n/a',
      'one copy': r.js?.oneCopy == null ? 'n/a' : check(r.js.oneCopy),
      ...(r.failedRuns ? { 'failed runs': r.failedRuns } : {}),
      ...(r.error ? { error: r.error.slice(0, 80) } : {}),
    };
  }
  console.log(
    `\nEvery page, cold load. Lighthouse 13 mobile (median of ${results[0]?.runs.length ?? 0} runs, range):` +
      ` perf ≥ ${TARGETS.perf}, accessibility ≥ ${TARGETS.a11y} (lowest run), LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.` +
      `\nInitial JavaScript (gzip -9 of every script fetched until the page shows its content and the network is` +
      ` quiet, phone window; files) and the same page in the monolith: ≤ ${TARGETS.ratio}×.`,
  );
  console.table(rows);
  if (interactions) {
    console.log(
      `\nCalendar interactions, phone, CPU 4× slower (INP-like: Event Timing, median of ${interactions[0]?.runs?.length ?? 1}` +
        ` runs, range) ≤ ${TARGETS.inpMs} ms`,
    );
    const inRows: Record<string, Record<string, string>> = {};
    for (const f of interactions) {
      inRows[f.what] = {
        'INP-like ms':
          f.inpMs === null ? 'n/a' : `${Math.round(f.inpMs)}${range(f.runs)} ${check(f.inpMs <= TARGETS.inpMs)}`,
        'tap → last change ms': f.updatedMs === null ? 'n/a' : String(f.updatedMs),
      };
      if (f.inpMs === null) allMet = false;
    }
    console.table(inRows);
  }
  const indexes = results
    .flatMap((r) => r.runs.map((run) => run.benchmarkIndex))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (indexes.length)
    console.log(
      `\nLighthouse's CPU benchmark index (the machine's speed during the runs, higher is faster): median ` +
        `${Math.round(indexes[Math.floor((indexes.length - 1) / 2)]!)}${range(indexes)} over ${indexes.length} runs.` +
        ` Compare runs of close indexes.`,
    );
  const skipped = results.some((r) => r.runs.length > 0 && Number.isNaN(r.runs[0]!.score)) || !interactions;
  const met = skipped ? 'every target measured MET (some not measured in this run)' : 'every target MET';
  console.log(`\nLoad average at the end (1, 5, 15 min): ${load()} — ${allMet ? met : 'NOT MET (see above)'}`);
  return allMet;
}
