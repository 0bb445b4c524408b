import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element is the focused one (or holds it, for composite widgets). */
export async function isFocused(target: Locator): Promise<boolean> {
  return target
    .first()
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
    .catch(() => false);
}

/**
 * Moves the focus with Tab (or Shift+Tab) only, as a keyboard user does, until `target` has it; fails
 * when it is not reached within `max` presses (an element that cannot be reached by keyboard).
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 150;
  await expect(target.first()).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`not reached with ${key} in ${max} presses; the focus is on ${focused}`);
}

/** Tab to the element, then press the key (Enter by default, Space for checkboxes and toggles). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter', backwards = false) {
  await tabTo(page, target, { backwards });
  await page.keyboard.press(key);
}

/** The element that has the focus, for assertions. */
export function focused(page: Page): Locator {
  return page.locator('*:focus');
}
