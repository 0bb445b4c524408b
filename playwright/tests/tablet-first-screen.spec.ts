import { expect, test } from '@playwright/test';
import { titleWatch, watchTitle } from '../support/first-screen';

// The bar tablet's pages drawn by the snacking area's server (issue 14, decisions 0031, 0032): the bar's zones and
// a table's menu come in the page as sent, the tablet's whole page, and the browser hydrates them: the same
// elements stay (a picture shown stays shown), with no blank and no second call for the same answers. On the site,
// the shell's server sends the area's part of the same pages inside its own frame.
const TABLET = 'http://localhost:3005';
const MENU = '/activites/13/1/1/snaking';

const sent = async (
  request: { get: (url: string, options: object) => Promise<{ text(): Promise<string> }> },
  url: string,
) => (await request.get(url, { headers: { accept: 'text/html' } })).text();

test.describe('the bar tablet’s first screen', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the menu and the bar’s zones come drawn in the page, in the tablet’s frame; the site’s page in the shell’s', async ({
    page,
  }) => {
    const menu = await sent(page.request, `${TABLET}${MENU}`);
    expect(menu).toContain(`<div id="root" data-first-screen="mf_snacking" data-url="${MENU}">`);
    expect(menu).toContain('data-testid="tablet-header"');
    expect(menu).toContain('data-testid="snack-offer-16"');
    expect(menu).toContain('id="mf-snacking-first-screen-data"');
    expect(await sent(page.request, `${TABLET}/snaking`)).toContain('data-testid="snack-table-1"');
    // A page it does not draw: a borrowed basket (the basket area's, the tablet's own basket).
    expect(await sent(page.request, `${TABLET}/panier/1/1/snaking`)).not.toContain('data-first-screen');
    // The site's /snaking: the area's part, inside the shell's page (no tablet header).
    const site = await sent(page.request, '/snaking');
    expect(site).toContain('<div id="first-screen" data-remote="mf_snacking" data-url="/snaking">');
    expect(site).toContain('data-testid="snack-table-1"');
    expect(site).not.toContain('data-testid="tablet-header"');
  });

  test('the pairing screen comes drawn, its form usable once the browser has it; a paired tablet goes to its table', async ({
    page,
  }) => {
    const pairing = await sent(page.request, `${TABLET}/`);
    expect(pairing).toContain('<div id="root" data-first-screen="mf_snacking" data-url="/">');
    expect(pairing).toMatch(/<h1[^>]*>Mise en service de la tablette<\/h1>/);
    expect(pairing).toContain('park.tablet.v1'); // the head script that sends a paired tablet on

    await page.goto(`${TABLET}/`);
    const code = page.getByTestId('bar-staff-code');
    await expect(code).toBeEnabled(); // hydrated: the form is the browser's
    await code.fill('1234');
    await expect(code).toHaveValue('1234');

    // A paired tablet (what the pairing stores) opening its bare address: its table, not the form.
    await page.evaluate(() => {
      const place = (id: number, name: string) => ({ id, name });
      localStorage.setItem(
        'park.tablet.v1',
        JSON.stringify({ token: 'paired', zone: place(1, 'BAR'), table: place(1, 'TABLE 1') }),
      );
      localStorage.setItem('park.snackingAddress.v1', JSON.stringify('/activites/13/1/1/snaking'));
    });
    await page.goto(`${TABLET}/`);
    await expect(page).toHaveURL(`${TABLET}${MENU}`);
    await expect(page.getByTestId('snack-offer-16')).toBeVisible();
    await expect(page.getByTestId('bar-staff-signin')).toHaveCount(0);
  });

  test('the browser hydrates the menu: the server’s elements stay, then what the tablet stored shows', async ({
    page,
  }) => {
    await watchTitle(page);
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/v1/offres', '/api/bonresto/zones', '/api/bonresto/tables'].includes(path)) calls.push(path);
    });
    // A paired tablet with a drink in its basket: what the server cannot know, shown once the page is the area's.
    await page.goto(`${TABLET}/remotes.json`); // a page of the tablet's origin, for its storage
    await page.evaluate((menu) => localStorage.setItem('park.snackingAddress.v1', JSON.stringify(menu)), MENU);
    // Errors of the page's scripts (a hydration mismatch is said there), not a missing picture's 404 (the data of
    // the tests run before this one).
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The scripts arrive late, as on a phone: the server's page is painted before the browser takes it over.
    await page.route(`${TABLET}/main.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${TABLET}${MENU}`, { waitUntil: 'commit' });
    await expect(page.locator('#root[data-first-screen]').getByTestId('snack-offer-16')).toBeVisible(); // the server's
    const kept = 'header, h1, [data-testid="snack-offer-16"] img';
    await page.evaluate((selector) => {
      for (const element of Array.from(document.querySelectorAll(selector)))
        (element as Element & { sent?: true }).sent = true;
    }, kept);
    const where = async () => [
      await page.locator('h1').boundingBox(),
      await page.getByTestId('snack-offer-16').boundingBox(),
    ];
    const drawn = await where();
    // Hydrated: React owns #root, and the header's link now leads back to the table the tablet is paired with.
    await expect(page.getByTestId('tablet-header').getByRole('link')).toHaveAttribute('href', MENU);
    await page.waitForLoadState('networkidle');
    const stayed = await page.evaluate(
      (selector) =>
        Array.from(document.querySelectorAll(selector)).map((element) => (element as { sent?: true }).sent === true),
      kept,
    );
    expect(stayed).toEqual([true, true, true]); // the same elements: adopted, not drawn again
    expect(errors).toEqual([]); // no hydration mismatch
    expect(await where()).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
    expect(calls).toEqual([]);
    // The page works: a category opens.
    await page.getByTestId('snack-offer-16').click();
    await expect(page).toHaveURL(`${TABLET}/activites/13/16/1/1/snaking`);
  });
});
