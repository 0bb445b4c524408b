import { expect, test } from '@playwright/test';
import { titleWatch, watchTitle } from '../support/first-screen';
// The basket's helper loads the API helpers lazily; loaded here first, as the other specs that use it do.
import '../support/api';
import { seedKartingBasket } from '../support/site';

// The basket's first screen (issue 14, decision 0032): the basket is this browser's, so the server draws the page's
// frame and title with a progress, never a basket it cannot know; the area then shows the lines under the same
// title, without a blank or a move.
test.describe('the basket’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the title comes in the page as sent, then the browser’s basket under it', async ({ page }) => {
    const sent = await (await page.request.get('/panier', { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain('<div id="first-screen" data-remote="mf_basket_checkout" data-url="/panier">');
    expect(sent).toMatch(/<h1[^>]*>MON PANIER<\/h1>/);
    expect(sent).toContain('aria-label="Chargement du panier"');
    expect(sent).not.toContain('data-testid="basket-empty"');

    await seedKartingBasket(page, 2);
    await watchTitle(page);
    // The scripts arrive late, as on a phone: the server's frame is painted first.
    await page.route('**/main.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/panier', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: 'MON PANIER' });
    await expect(
      page.locator('#first-screen').getByRole('progressbar', { name: 'Chargement du panier' }),
    ).toBeVisible();
    const drawn = await title.boundingBox();
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    expect(await title.boundingBox()).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
  });
});
