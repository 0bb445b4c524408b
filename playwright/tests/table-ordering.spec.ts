import { expect, test, type Browser, type Page } from '@playwright/test';
import { outboxFor } from '../support/api';
import { CARD_OK, fillCard, goToGateway, uniqueEmail } from '../support/site';

// The demonstration park: the snacking activity (13) and its categories SOFT (16) and PLANCHE APÉRO À
// PARTAGER (18); zone 1 'Bar central', its table 1; the staff code of the demonstration (BAR_STAFF_CODE).
const STAFF_CODE = 'bar360';
const MENU = '/activites/13/1/1/snaking';
/** The bar's tablets run the snacking area alone, on its own origin. */
const TABLET = 'http://localhost:3005';
const SITE = 'http://localhost:3000';
const GATEWAY = 'http://localhost:4100';

/** With TABLET_SHOTS=<folder>, each screen of the flow is also saved at both tablet sizes (to look at them). */
async function shot(page: Page, name: string) {
  const folder = process.env.TABLET_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${width}x${height}.png` });
  }
  if (size) await page.setViewportSize(size);
}

interface Run {
  /** Where the tablet runs: its own origin (the bar's tablets) or the site's. */
  origin: string;
  /** The bare address that pairs a tablet there. */
  setup: string;
}

/**
 * Pairs a tablet at `run.origin`, orders two drinks and a planche, gives the tickets e-mail and pays; the bar
 * screen (another browser) shows the order within 2 s; staff serve it; the guest's page follows; the receipt
 * is in the outbox; leaving the page brings the tablet back to its table's menu, signed out, basket empty.
 */
async function orderAtTable(page: Page, browser: Browser, run: Run) {
  const email = uniqueEmail('table');
  const at = (path: string) => `${run.origin}${path}`;
  // The screens of the tablet on its own origin are the ones to look at.
  const snap = (target: Page, name: string) => (run.origin === TABLET ? shot(target, name) : Promise.resolve());
  // Every page the tablet shows is on its own origin (or the gateway's payment page): its basket and its
  // session live in that origin's storage.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).origin);
  });

  // Pairing (staff code), then the tablet opens on its table's menu.
  await page.goto(at(run.setup));
  await expect(page.getByTestId('bar-staff-code')).toBeVisible();
  await snap(page, '01-staff-sign-in');
  await page.getByTestId('bar-staff-code').fill(STAFF_CODE);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('tablet-pair-1-1')).toBeVisible();
  await snap(page, '02-pairing');
  await page.getByTestId('tablet-pair-1-1').click();
  await expect(page).toHaveURL(at(MENU));
  await expect(page.getByTestId('snack-offer-16')).toBeVisible();
  await snap(page, '03-menu');

  // Two Coca-Cola, then a planche.
  await page.getByTestId('snack-offer-16').click();
  await expect(page.getByTestId('snack-product-301')).toBeVisible();
  await snap(page, '04-products');
  await page.getByTestId('snack-product-301').click();
  await page.getByRole('button', { name: 'Ajouter un' }).click();
  await expect(page.getByTestId('snack-add-quantity')).toHaveText('2');
  await snap(page, '05-add-dialog');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('link', { name: 'Retour au menu' }).click();
  await page.getByTestId('snack-offer-18').click();
  await page.getByTestId('snack-product-323').click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('snack-basket-count')).toContainText('3');

  // The bar screen, in another browser.
  const bar = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await bar.goto(at('/bar'));
  await bar.getByTestId('bar-staff-code').fill(STAFF_CODE);
  await bar.getByRole('button', { name: 'Se connecter' }).click();
  await expect(bar.getByTestId('bar-feed-state')).toHaveText('En direct');

  // The table's basket (order wording, a way back to the menu), the tickets e-mail, the card.
  await page.getByRole('button', { name: 'Mon panier' }).click();
  await expect(page).toHaveURL(at('/panier/1/1/snaking'));
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  await expect(page.getByTestId('validate-schedule')).toHaveText('Valider ma commande');
  if (run.origin === TABLET) await expect(page.getByTestId('tablet-back-to-menu')).toBeVisible();
  await snap(page, '06-table-basket');
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('validate-schedule').click();
  await page.getByTestId('tickets-email-input').fill(email);
  await snap(page, '07-tickets-email');
  await page.getByTestId('tickets-email-submit').click();
  await page.getByTestId('validate-basket').click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
  await snap(page, '08-pay');
  const reference = await goToGateway(page);
  await fillCard(page, CARD_OK);
  await snap(page, '09-gateway');
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByText('Nous vous confirmons la prise en compte de votre commande !')).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(page.url()).origin).toBe(run.origin);
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
  await snap(page, '10-confirmation-servie');
  await snap(bar, '11-bar-screen');

  // The receipt is in the outbox.
  await expect
    .poll(async () => (await outboxFor(page.request, email)).map((m) => m.subject), { timeout: 30_000 })
    .toEqual([`Reçu de votre commande au bar n° ${number}`]);

  // Leaving: back on the table's menu, the guest signed out (the zone's own session again), the basket empty.
  await page.getByTestId('confirmation-back').click();
  await expect(page).toHaveURL(at(MENU));
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

  // Paired on the site: /activites leaves for the table from the page's head, nothing of the activities shown.
  if (run.origin === SITE) {
    await page.addInitScript(() => {
      // As /activites is left: was it hidden (the head script ran, the CSP allowing it), and was any inline
      // script refused?
      document.addEventListener('securitypolicyviolation', () => sessionStorage.setItem('csp-refused', 'yes'));
      window.addEventListener('pagehide', () => {
        if (location.pathname !== '/activites') return;
        sessionStorage.setItem('activites-probe', document.documentElement.style.visibility);
      });
    });
    await page.goto(at('/activites'));
    await expect(page).toHaveURL(at(MENU));
    await expect(page.getByTestId('snack-offer-16')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('activites-probe'))).toBe('hidden');
    expect(await page.evaluate(() => sessionStorage.getItem('csp-refused'))).toBeNull();
  }
  // The tablet's bare address opens on its table from now on.
  if (run.origin === TABLET) {
    await page.goto(at('/'));
    await expect(page).toHaveURL(at(MENU));
    // A gateway answer the API cannot verify or match (forged, broken) still brings the tablet back to its
    // table's basket with the error, on its own origin, with the way back to the menu.
    await page.goto(at('/api/v1/paybox/return/effectue/table/1/1?Mt=350&Ref=WEBFORGED&Erreur=00000&sign=AAAA'));
    await expect(page).toHaveURL(at('/panier/1/1/snaking?type=error'));
    await expect(page.getByText(/Un erreur est survenue lors de l'achat/)).toBeVisible();
    await page.getByTestId('tablet-back-to-menu').click();
    await expect(page).toHaveURL(at(MENU));
  }
  expect([...new Set(visited)].filter((o) => o !== run.origin && o !== GATEWAY)).toEqual([]);
  await bar.context().close();
}

test.describe('the tablet running the snacking area alone on its own origin', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('pairs with a table, orders two drinks and a planche, pays; the bar sees it within 2 s and serves it', async ({
    page,
    browser,
  }) => {
    await orderAtTable(page, browser, { origin: TABLET, setup: '/' });
  });
});

test.describe('a tablet paired on the site', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('orders at its table through the site, the bar sees it within 2 s and serves it', async ({ page, browser }) => {
    await orderAtTable(page, browser, { origin: SITE, setup: '/tablette' });
  });
});
