import type { Page } from '@playwright/test';

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
