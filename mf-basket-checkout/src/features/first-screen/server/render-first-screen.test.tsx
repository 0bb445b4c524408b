/**
 * @jest-environment node
 */
// The basket's first screen on the server (decision 0032): its frame and title with a progress in place of the
// lines, which only the browser knows (its storage); the order pages are the browser's.
import { firstScreenDataId } from 'shared-events';
import { AREA, FIRST_SCREEN_ROUTES, renderFirstScreen } from './render-first-screen';

const options = { apiUrl: 'http://api.test:4000' };

describe('the basket area on the server', () => {
  it('draws the basket’s frame and title, and nothing of a basket it cannot know', async () => {
    expect(FIRST_SCREEN_ROUTES).toEqual(['/panier', '/panier/:zone/:table/snaking']);
    const html = await renderFirstScreen('/panier?type=cancelled', options);
    expect(html).toMatch(/^<div data-area="mf_basket_checkout">/);
    expect(html).toMatch(/<h1[^>]*>MON PANIER<\/h1>/);
    expect(html).toContain('aria-label="Chargement du panier"');
    expect(html).not.toContain('data-testid="basket-empty"'); // not an empty basket: an unknown one
    expect(html).not.toContain('data-testid="basket-lines"');
    expect(html).toContain(`<script type="application/json" id="${firstScreenDataId(AREA)}">`);
    expect(await renderFirstScreen('/panier/1/2/snaking', options)).toMatch(/<h1[^>]*>MA COMMANDE<\/h1>/);
  });

  it('leaves the order pages to the browser', async () => {
    for (const url of ['/summarize', '/confirmation?reference=WEB1', '/ailleurs'])
      await expect(renderFirstScreen(url, options)).resolves.toBeNull();
  });
});
