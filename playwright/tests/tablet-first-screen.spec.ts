import { expect, test } from '@playwright/test';
import { titleWatch, watchTitle } from '../support/first-screen';

// The bar tablet's pages drawn by the snacking area's server (issue 14, decision 0031): the bar's zones and a
// table's menu come in the page as sent, inside the tablet's own frame, and the area's render takes over from them
// without a blank, a move or a second call for the same answers. On the site, the shell's server sends the area's
// part of the same pages inside its own frame.
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
    expect(menu).toContain(`<div id="first-screen" data-remote="mf_snacking" data-url="${MENU}">`);
    expect(menu).toContain('data-testid="tablet-header"');
    expect(menu).toContain('data-testid="snack-offer-16"');
    expect(menu).toContain('id="mf-snacking-first-screen-data"');
    expect(await sent(page.request, `${TABLET}/snaking`)).toContain('data-testid="snack-table-1"');
    // Pages it does not draw: the pairing (what the tablet stored decides it) and a borrowed basket.
    for (const url of ['/', '/panier/1/1/snaking'])
      expect(await sent(page.request, `${TABLET}${url}`)).not.toContain('id="first-screen"');
    // The site's /snaking: the area's part, inside the shell's page (no tablet header).
    const site = await sent(page.request, '/snaking');
    expect(site).toContain('<div id="first-screen" data-remote="mf_snacking" data-url="/snaking">');
    expect(site).toContain('data-testid="snack-table-1"');
    expect(site).not.toContain('data-testid="tablet-header"');
  });

  test('the area takes over the menu without a blank, a move or asking the API again', async ({ page }) => {
    await watchTitle(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (['/api/v1/offres', '/api/bonresto/zones', '/api/bonresto/tables'].includes(path)) calls.push(path);
    });
    // The scripts arrive late, as on a phone: the server's page is painted before the area's render replaces it.
    await page.route(`${TABLET}/main.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${TABLET}${MENU}`, { waitUntil: 'commit' });
    await expect(page.locator('#first-screen').getByTestId('snack-offer-16')).toBeVisible(); // the server's
    // Where the server's page shows the table's name and its first category: the area's render shows them there
    // too. (The render replaces every element, which layout-shift entries do not count: positions are compared.)
    const where = async () => [
      await page.locator('h1').boundingBox(),
      await page.getByTestId('snack-offer-16').boundingBox(),
    ];
    const drawn = await where();
    await expect(page.locator('#first-screen')).toHaveCount(0); // the area's render replaced it
    await expect(page.getByTestId('snack-offer-16')).toBeVisible();
    await expect(page.getByTestId('tablet-header')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await where()).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
    expect(calls).toEqual([]);
    // The page works: a category opens.
    await page.getByTestId('snack-offer-16').click();
    await expect(page).toHaveURL(`${TABLET}/activites/13/16/1/1/snaking`);
  });
});
