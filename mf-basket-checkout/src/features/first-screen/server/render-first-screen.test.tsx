/**
 * @jest-environment node
 */
// The basket's first screen on the server (decision 0032): its frame and title with a progress in place of the
// lines, which only the browser knows (its storage); the payment return's confirmation (decision 0033).
import { firstScreenDataId } from 'shared-events';
import { AREA, FIRST_SCREEN_ROUTES, renderFirstScreen } from './render-first-screen';

const options = { apiUrl: 'http://api.test:4000' };

describe('the basket area on the server', () => {
  it('draws the basket’s frame and title, and nothing of a basket it cannot know', async () => {
    expect(FIRST_SCREEN_ROUTES).toEqual(['/panier', '/panier/:zone/:table/snaking', '/confirmation']);
    const html = await renderFirstScreen('/panier?type=cancelled', options);
    expect(html).toMatch(/^<div data-area="mf_basket_checkout">/);
    expect(html).toMatch(/<h1[^>]*>MON PANIER<\/h1>/);
    expect(html).toContain('aria-label="Chargement du panier"');
    expect(html).not.toContain('data-testid="basket-empty"'); // not an empty basket: an unknown one
    expect(html).not.toContain('data-testid="basket-lines"');
    expect(html).toContain(`<script type="application/json" id="${firstScreenDataId(AREA)}">`);
    expect(await renderFirstScreen('/panier/1/2/snaking', options)).toMatch(/<h1[^>]*>MA COMMANDE<\/h1>/);
  });

  it('draws the payment return as the browser first shows it: the confirmation, the bank’s check under way', async () => {
    const html = await renderFirstScreen('/confirmation?reference=WEB-12%3Cb%3E', options);
    expect(html).toMatch(
      /<h1[^>]*data-testid="confirmation-message"[^>]*>Nous vous confirmons la prise en compte de votre réservation !<\/h1>/,
    );
    expect(html).toContain('Numéro de transaction : <strong>WEB-12&lt;b&gt;</strong>'); // written as text
    expect(html).toContain('Vérification du paiement auprès de notre banque…');
    // Nothing the browser decides: the payment's outcome, the recap, the links of a signed-in visitor.
    expect(html).not.toContain('data-testid="payment-paid"');
    expect(html).not.toContain('data-testid="orders-link"');
    const table = await renderFirstScreen('/confirmation?reference=WEB2&type=snaking', options);
    expect(table).toContain('Nous vous confirmons la prise en compte de votre commande !');
  });

  it('leaves the summary, a return without its reference and other addresses to the browser', async () => {
    for (const url of ['/summarize', '/confirmation', '/confirmation?reference=%20', '/ailleurs'])
      await expect(renderFirstScreen(url, options)).resolves.toBeNull();
  });
});
