import { expect, test } from '@playwright/test';
import { holdScripts, titleWatch, watchTitle } from '../support/first-screen';
import { KARTING_CALENDAR, reserveKarting } from '../support/site';

const RECAP = KARTING_CALENDAR.replace(/calendar$/, 'reservation');

// The recap's first screen (issue 14, decision 0038): the server draws the formula's recap, the visitor's selection
// (this browser's) as '…'; the area then fills in the same rows, in the same places, without a blank.
test.describe('the recap’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the formula’s recap comes in the page as sent, then the visitor’s selection in the same rows', async ({
    page,
  }) => {
    const sent = await (await page.request.get(RECAP, { headers: { accept: 'text/html' } })).text();
    expect(sent).toContain(`<div id="first-screen" data-remote="mf_booking" data-url="${RECAP}">`);
    expect(sent).toContain('Récapitulatif de votre réservation');
    expect(sent).toMatch(/data-testid="recap-total">…</);
    expect(sent).toContain('Avec équipement (charlotte et gants) : 3,00');
    expect(sent).not.toContain('data-testid="no-selection"');

    // A selection, made on the calendar as a visitor does.
    await reserveKarting(page);
    await expect(page.getByTestId('recap-total')).toHaveText(/€/);

    // Loaded again with the scripts late, as on a phone: the server's recap is painted and measured first.
    await watchTitle(page);
    const scripts = holdScripts(page);
    await page.route('**/main.js', scripts.route);
    await page.goto(RECAP, { waitUntil: 'commit' });
    const server = page.locator('#first-screen');
    await expect(server.getByTestId('recap-total')).toHaveText('…');
    await expect(server.getByTestId('recap-day-0')).toHaveText('…');
    const heading = page.getByRole('heading', { name: 'Récapitulatif de votre réservation' });
    const prices = page.getByText(/^Avec équipement \(charlotte et gants\)/);
    const drawn = { heading: await heading.boundingBox(), prices: await prices.boundingBox() };
    expect(drawn.heading).not.toBeNull();
    scripts.release();
    await expect(page.getByTestId('recap-total')).toHaveText(/€/);
    await expect(page.getByTestId('recap-day-0')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByTestId('reservation-recap')).not.toHaveAttribute('aria-busy');
    expect({ heading: await heading.boundingBox(), prices: await prices.boundingBox() }).toEqual(drawn);
    expect(await titleWatch(page)).toEqual({ seen: true, blanks: 0 });
  });

  test('without a selection, the browser says so and leads back to the calendar', async ({ page }) => {
    await page.goto(RECAP);
    await expect(page.getByTestId('no-selection')).toBeVisible();
    await expect(page.getByTestId('reservation-recap')).toHaveCount(0);
    await page.getByRole('button', { name: 'Choisir un créneau' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });
});
