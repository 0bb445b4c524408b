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
