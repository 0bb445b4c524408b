import { expect, test, type Page } from '@playwright/test';
import { KARTING_CALENDAR } from '../support/site';

// Issue 10: the app servers send a Content-Security-Policy (docs/decisions/0008); the site must work under it.
// Every violation the page reports (the securitypolicyviolation event, or Chromium's console message) fails.
const PAGES: Array<{ url: string; ready: (page: Page) => Promise<void> }> = [
  {
    url: '/activites',
    ready: (p) => expect(p.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' })).toBeVisible(),
  },
  { url: '/activites/1', ready: (p) => expect(p.getByTestId('offer-list')).toBeVisible() },
  { url: '/activites/1/1', ready: (p) => expect(p.getByTestId('formula-list')).toBeVisible() },
  { url: KARTING_CALENDAR, ready: (p) => expect(p.getByTestId('validate-planning')).toBeVisible() },
  { url: '/panier', ready: (p) => expect(p.getByTestId('basket-page')).toBeVisible() },
  { url: '/', ready: (p) => expect(p.getByTestId('sign-in-submit')).toBeVisible() },
  { url: '/compte', ready: (p) => expect(p.getByTestId('account-signed-out')).toBeVisible() },
  { url: 'http://localhost:3004/', ready: (p) => expect(p.getByTestId('sign-in-submit')).toBeVisible() },
  { url: 'http://localhost:3005/snaking', ready: (p) => expect(p.getByTestId('snacking-home')).toBeVisible() },
];

test.describe('security headers (issue 10)', () => {
  test('the main pages work under the Content-Security-Policy: no violation reported', async ({ page }) => {
    test.setTimeout(150_000);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });
    for (const { url, ready } of PAGES) {
      const response = await page.goto(url);
      const headers = response!.headers();
      expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'self'/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(violations, url).toEqual([]);
    }
  });

  test('an inline script injected into a page is refused', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/activites');
    await expect(page.getByRole('heading', { name: 'PRÉPAREZ VOTRE SORTIE' })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
  });
});
