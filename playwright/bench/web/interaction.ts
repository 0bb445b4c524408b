// Interaction on the calendar page (INP-like): a tap on the next day, on a day of the date picker and on a slot,
// in Lighthouse's phone window with the CPU slowed 4× (as Lighthouse's mobile preset does). For each tap:
//   - the interaction's duration by the Event Timing API (PerformanceObserver 'event' entries of the same
//     interactionId: from the input to the next paint after its handlers ran), the figure INP is made of;
//   - the time from the tap to the last change of the page it caused (the new day's slots arrived and rendered,
//     or the slot marked chosen), which includes the API call of a new day.
import type { Browser, Page } from '@playwright/test';
import { PHONE } from './javascript';
import { SITE } from './pages';

export interface InteractionFigure {
  what: string;
  /** Longest Event Timing duration of the tap's interaction (ms), median of the runs; entries under 16 ms are not reported: 16. */
  inpMs: number | null;
  /** From the pointerdown to the last DOM change it caused (ms), median of the runs. */
  updatedMs: number | null;
  /** Each run's INP-like figure, in run order (null: the tap had no figure in that run). */
  runs?: Array<number | null>;
}

const CPU_SLOWDOWN = 4;
const CALENDAR = `${SITE}/activites/1/1/1/calendar`;

async function install(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { events: PerformanceEventTiming[]; tap: number; changed: number } };
    w.__bench = { events: [], tap: 0, changed: 0 };
    new PerformanceObserver((list) => {
      w.__bench.events.push(...(list.getEntries() as PerformanceEventTiming[]));
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    addEventListener('pointerdown', (e) => (w.__bench.tap = e.timeStamp), { capture: true });
    new MutationObserver(() => (w.__bench.changed = performance.now())).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Taps, waits for the page to be quiet, and reads the figures of that tap. */
async function measureTap(page: Page, what: string, tap: () => Promise<void>): Promise<InteractionFigure> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: { events: unknown[]; tap: number; changed: number } };
    w.__bench.events = [];
    w.__bench.tap = 0;
    w.__bench.changed = 0;
  });
  await tap();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate((name) => {
    const w = window as unknown as { __bench: { events: PerformanceEventTiming[]; tap: number; changed: number } };
    const { events, tap, changed } = w.__bench;
    const durations = events
      .filter((e) => ((e as { interactionId?: number }).interactionId ?? 0) > 0)
      .map((e) => e.duration);
    return {
      what: name,
      inpMs: tap ? (durations.length ? Math.max(...durations) : 16) : null,
      updatedMs: tap && changed > tap ? Math.round(changed - tap) : null,
    };
  }, what);
}

function median(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)]! : null;
}

/**
 * The taps below, `runs` times (INTERACTION_RUNS, 3 unless said otherwise), each run in a fresh browser context (a
 * first tap is a first tap again: its code paths are cold): one figure per tap, the median of its runs.
 */
export async function measureInteractions(
  browser: Browser,
  runs = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 3) || 3),
): Promise<InteractionFigure[]> {
  const all: InteractionFigure[][] = [];
  for (let n = 0; n < runs; n += 1) all.push(await measureOnce(browser));
  return all[0]!.map(({ what }) => {
    const same = all.map((figures) => figures.find((f) => f.what === what));
    return {
      what,
      inpMs: median(same.map((f) => f?.inpMs ?? null)),
      updatedMs: median(same.map((f) => f?.updatedMs ?? null)),
      runs: same.map((f) => f?.inpMs ?? null),
    };
  });
}

async function measureOnce(browser: Browser): Promise<InteractionFigure[]> {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(CALENDAR);
    const freeSlot = page.locator('[data-testid^="slot-"]:not([data-testid$="-label"]):not([disabled])');
    await page.locator('[aria-label="Créneaux"], [data-testid="no-slot"]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await install(page);
    const figures: InteractionFigure[] = [];
    for (let i = 1; i <= 2; i += 1) {
      figures.push(await measureTap(page, `next day (${i})`, () => page.getByTestId('day-next').tap()));
    }
    // The date picker: open it, then tap the next enabled day of its month grid.
    // (the field stands in for the picker until it is asked for: then its code loads and it opens)
    const opener = page
      .locator('[data-testid="day-field-placeholder"], button[aria-label^="Choisir"], button[aria-label^="Choose"]')
      .first();
    if (await opener.count()) {
      figures.push(await measureTap(page, 'open the date picker', () => opener.tap()));
      // On a slow machine the picker can open more than a second after its code arrived: wait for its days (a
      // count taken too early found none, tapped nothing, and the dialog then opened over the slots).
      const dialog = page.getByRole('dialog');
      const day = dialog.locator('[role="gridcell"]:not([disabled])[aria-selected="false"]').first();
      await day.waitFor({ timeout: 30_000 });
      figures.push(await measureTap(page, 'day in the picker', () => day.tap()));
      const ok = dialog.getByRole('button', { name: 'OK' });
      if (await ok.count()) await ok.tap();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    for (let i = 0; i < 2; i += 1) {
      const slot = freeSlot.nth(i);
      if (!(await slot.count())) break;
      figures.push(await measureTap(page, `slot (${i + 1})`, () => slot.tap()));
    }
    return figures;
  } finally {
    await context.close();
  }
}
