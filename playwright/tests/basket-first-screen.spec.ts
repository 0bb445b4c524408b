import { expect, test } from '@playwright/test';
import { holdScripts, recordShifts, shifts, titleWatch, watchTitle } from '../support/first-screen';
import {
  CARD_OK,
  checkout,
  fillCard,
  goToGateway,
  registerThroughSite,
  seedKartingBasket,
  uniqueEmail,
} from '../support/site';

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
    // The scripts arrive late, as on a phone: the server's frame is painted and measured first.
    const scripts = holdScripts(page);
    await page.route('**/main.js', scripts.route);
    await page.goto('/panier', { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: 'MON PANIER' });
    await expect(
      page.locator('#first-screen').getByRole('progressbar', { name: 'Chargement du panier' }),
    ).toBeVisible();
    const drawn = await title.boundingBox();
    expect(drawn).not.toBeNull();
    scripts.release();
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    expect(await title.boundingBox()).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
  });
});

// The payment return's first screen (decision 0033): the gateway's return sends a paid or pending payment to
// /confirmation, whose server draws what the browser shows first: the confirmation and the bank's check under way.
test.describe('the payment return’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the confirmation comes in the page as sent, then the payment’s outcome under it', async ({ page }) => {
    test.setTimeout(120_000);
    const sent = await (
      await page.request.get('/confirmation?reference=WEB-X1', { headers: { accept: 'text/html' } })
    ).text();
    expect(sent).toContain('data-remote="mf_basket_checkout" data-url="/confirmation?reference=WEB-X1"');
    expect(sent).toMatch(/<h1[^>]*>Nous vous confirmons la prise en compte de votre réservation !<\/h1>/);
    expect(sent).toContain('Vérification du paiement auprès de notre banque…');
    expect(sent).not.toContain('data-testid="payment-paid"');

    await registerThroughSite(page, uniqueEmail('return-first-screen'));
    await seedKartingBasket(page, 1);
    await checkout(page);
    const reference = await goToGateway(page);
    await fillCard(page, CARD_OK);
    await watchTitle(page);
    await recordShifts(page);
    // The scripts arrive late, as on a phone: the server's confirmation is painted and measured first.
    const scripts = holdScripts(page);
    await page.route('**/main.js', scripts.route);
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/confirmation\?reference=/);
    const served = page.locator('#first-screen');
    await expect(served.getByTestId('transaction-number')).toContainText(reference);
    await expect(served.getByTestId('payment-pending')).toBeVisible();
    const title = page.getByRole('heading', { level: 1, name: 'Nous vous confirmons la prise en compte' });
    const drawn = await title.boundingBox();
    expect(drawn).not.toBeNull();
    scripts.release();
    await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 30_000 });
    await expect(served).toHaveCount(0);
    expect(await title.boundingBox()).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
    // The e-mail's news added to the answer, the recap under it: what the server drew (the title, the transaction
    // number, the payment's state) never moves, and the page's shifts stay far under the CLS target (0.02, issue
    // 14). Each shift names what it moved: CI once read 0.0037 here without saying what (decision 0033).
    await expect(page.getByTestId('payment-paid')).toContainText('Un e-mail de confirmation', { timeout: 30_000 });
    await expect(page.getByTestId('order-recap')).toBeVisible();
    const recorded = await shifts(page);
    const drawnByServer = /\[(confirmation-message|transaction-number|payment-pending|payment-paid)\]/;
    expect(
      recorded.flatMap((shift) => shift.moved).filter((moved) => drawnByServer.test(moved.node)),
      JSON.stringify(recorded),
    ).toEqual([]);
    expect(
      recorded.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(recorded),
    ).toBeLessThanOrEqual(0.005);
  });

  test('a phone painting the page before its parser reaches the text: the spinner is already where it stays', async ({
    page,
  }) => {
    // Chromium may paint a half-parsed page on a slow phone; the bank's check must not move when its text comes.
    const url = '/confirmation?reference=WEB-X2';
    const sent = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
    const spinner = sent.indexOf('role="progressbar"', sent.indexOf('data-testid="payment-pending"'));
    expect(spinner).toBeGreaterThan(0);
    const beforeText = sent.slice(0, sent.indexOf('</span>', spinner) + '</span>'.length);
    await page.route('**/*.js', (route) => route.abort());
    const spinnerAt = async (body: string) => {
      await page.route('**/confirmation?*', (route) => route.fulfill({ body, contentType: 'text/html' }), {
        times: 1,
      });
      await page.goto(url);
      await page.addStyleTag({ content: '* { animation: none !important; }' }); // the spinner turns
      return page.locator('#first-screen [data-testid="payment-pending"] [role="progressbar"]').boundingBox();
    };
    const half = await spinnerAt(beforeText);
    expect(half).not.toBeNull();
    expect(await spinnerAt(sent)).toEqual(half);
  });
});
