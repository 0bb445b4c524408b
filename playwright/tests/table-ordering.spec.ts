import { expect, test } from '@playwright/test';
import { outboxFor } from '../support/api';
import { CARD_OK, fillCard, goToGateway, uniqueEmail } from '../support/site';

// The demonstration park: the snacking activity (13) and its categories SOFT (16) and PLANCHE APÉRO À
// PARTAGER (18); zone 1 'Bar central', its table 1; the staff code of the demonstration (BAR_STAFF_CODE).
const STAFF_CODE = 'bar360';
const MENU = '/activites/13/1/1/snaking';

test.use({ viewport: { width: 1024, height: 768 } });

test('a paired tablet orders two drinks and a planche, the bar sees it within 2 s and serves it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('table');

  // Pairing (staff code), then the tablet opens on its table's menu.
  await page.goto('/tablette');
  await page.getByTestId('bar-staff-code').fill(STAFF_CODE);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('tablet-pair-1-1').click();
  await expect(page).toHaveURL(MENU);
  await expect(page.getByTestId('snack-offer-16')).toBeVisible();

  // Two Coca-Cola, then a planche.
  await page.getByTestId('snack-offer-16').click();
  await page.getByTestId('snack-product-301').click();
  await page.getByRole('button', { name: 'Ajouter un' }).click();
  await expect(page.getByTestId('snack-add-quantity')).toHaveText('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('link', { name: 'Retour au menu' }).click();
  await page.getByTestId('snack-offer-18').click();
  await page.getByTestId('snack-product-323').click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('snack-basket-count')).toContainText('3');

  // The bar screen, in another browser.
  const bar = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await bar.goto('/bar');
  await bar.getByTestId('bar-staff-code').fill(STAFF_CODE);
  await bar.getByRole('button', { name: 'Se connecter' }).click();
  await expect(bar.getByTestId('bar-feed-state')).toHaveText('En direct');

  // The table's basket, the tickets e-mail, the card.
  await page.getByRole('button', { name: 'Mon panier' }).click();
  await expect(page).toHaveURL('/panier/1/1/snaking');
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  const terms = page.getByTestId('terms-checkbox');
  await terms.check();
  await page.getByTestId('validate-schedule').click();
  await page.getByTestId('tickets-email-input').fill(email);
  await page.getByTestId('tickets-email-submit').click();
  await page.getByTestId('validate-basket').click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  const reference = await goToGateway(page);
  await fillCard(page, CARD_OK);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByText('Nous vous confirmons la prise en compte de votre commande !')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('transaction-number')).toContainText(reference);
  const landed = Date.now();

  // The bar has it within 2 s: zone, table, lines, paid.
  const column = bar.getByTestId('bar-column-reçue');
  await expect(column).toContainText('Table 1', { timeout: 2000 });
  expect(Date.now() - landed).toBeLessThan(2000);
  await expect(column).toContainText('Bar central');
  await expect(column).toContainText('2 × COCA-COLA 33 CL');
  await expect(column).toContainText('1 × PLANCHE MIXTE');
  await expect(column).toContainText('Payée');
  const number = (await page.getByTestId('bar-order-number').innerText()).match(/n° (\d+)/)?.[1];
  expect(number).toBeTruthy();

  // Staff move it forward twice; the guest's page follows.
  await bar.getByTestId(`bar-advance-${number}`).click();
  await expect(bar.getByTestId('bar-column-en préparation')).toContainText('Table 1');
  await bar.getByTestId(`bar-advance-${number}`).click();
  await expect(bar.getByTestId('bar-column-servie')).toContainText('Table 1');
  await expect(page.getByTestId('bar-order-state')).toHaveText('Votre commande est servie.', { timeout: 10_000 });

  // The receipt is in the outbox.
  await expect
    .poll(async () => (await outboxFor(page.request, email)).map((m) => m.subject), { timeout: 30_000 })
    .toEqual([`Reçu de votre commande au bar n° ${number}`]);

  // Leaving: back on the table's menu, the guest signed out (the zone's own session again), the basket empty.
  await page.getByTestId('confirmation-back').click();
  await expect(page).toHaveURL(MENU);
  await expect(page.getByTestId('snack-offer-16')).toBeVisible();
  const stored = await page.evaluate(() => ({
    session: JSON.parse(localStorage.getItem('park.session.v1') ?? 'null') as {
      value?: Record<string, unknown>;
    } | null,
    basket: localStorage.getItem('park.basket.v1'),
  }));
  const session = (stored.session?.value ?? stored.session) as Record<string, unknown> | null;
  expect(session?.ticketsEmail ?? null).toBeNull();
  expect(session?.signInType ?? null).not.toBe('anonyme');
  expect((JSON.parse(stored.basket ?? '{"lines":[]}') as { lines: unknown[] }).lines).toEqual([]);
  await bar.context().close();
});
