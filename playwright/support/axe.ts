import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The rule sets checked: WCAG 2.0/2.1/2.2 A and AA (what RGAA 4.1 and EN 301 549 refer to), plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page (or only inside `within`, e.g. an open dialog) and returns the serious and
 * critical violations, each with the elements at fault.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeProblem[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
    }));
}

/** Asserts no serious or critical axe violation on the page as it is now (`what` names it in the failure). */
export async function expectNoSeriousViolations(page: Page, what: string, within?: string): Promise<void> {
  // Let transitions and late content (fonts, lazy parts) settle: axe reads computed colours.
  // Bounded: a frame showing a PDF (the invoice viewer) can keep the network from ever being idle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
  const problems = await seriousViolations(page, within);
  expect(
    problems,
    `${what}: serious or critical accessibility violations\n${JSON.stringify(problems, null, 2)}`,
  ).toEqual([]);
}

/** An open MUI dialog: waits for it, checks it with axe (the dialog alone: the page behind is inert). */
export async function expectAccessibleDialog(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400); // the opening transition (opacity) must end before axe reads colours
  await expectNoSeriousViolations(page, `${what} (dialog)`, '[role="dialog"], [role="presentation"].MuiDialog-root');
}
