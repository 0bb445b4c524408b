import type { Page, Route } from '@playwright/test';

/**
 * Watches, from the first parse of the next page on, whether its title (an `h1`) ever leaves the page once shown:
 * a server's first screen must give way to the area's render without a blank. Read with `titleWatch`.
 */
export async function watchTitle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { blanks: number; seen: boolean };
    w.blanks = 0;
    w.seen = false;
    new MutationObserver(() => {
      const title = document.querySelector('h1') !== null;
      if (title) w.seen = true;
      else if (w.seen) w.blanks += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the title was seen, and how many times it went missing afterwards (watchTitle). */
export function titleWatch(page: Page): Promise<{ seen: boolean; blanks: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { blanks: number; seen: boolean };
    return { seen: w.seen, blanks: w.blanks };
  });
}

/**
 * Holds the pages' scripts until `release`, then lets them through 300 ms later: the server's screen is measured
 * before the area can replace it, however slow the machine (a fixed delay raced the measure under CI's load).
 */
export function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    route: async (route: Route) => {
      await released;
      await page.waitForTimeout(300);
      await route.continue();
    },
  };
}

/** One layout shift of the page, as the browser reported it: its score and what moved, from where to where. */
export interface RecordedShift {
  value: number;
  moved: { node: string; from: number[]; to: number[] }[];
}

/**
 * Records, from the first parse of the next page on, every layout shift with the elements it moved (named by their
 * data-testid, or tag and the start of their text), so that a failing test says what moved. Read with `shifts`.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { recordedShifts: RecordedShift[] };
    w.recordedShifts = [];
    const name = (node: Node | null | undefined): string => {
      if (!node) return '(gone)';
      const element = node instanceof Element ? node : node.parentElement;
      const testId = element?.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${element?.tagName.toLowerCase() ?? '#text'}${testId ? ` in [${testId}]` : ''} «${text}»`;
    };
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map((n) => Math.round(n));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        w.recordedShifts.push({
          value: shift.value,
          moved: (shift.sources ?? []).map((s) => ({
            node: name(s.node),
            from: rect(s.previousRect),
            to: rect(s.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the page's first parse (recordShifts). */
export function shifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { recordedShifts: RecordedShift[] }).recordedShifts);
}
