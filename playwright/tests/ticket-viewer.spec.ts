import { expect, test, type Page, type Request } from '@playwright/test';
import { expectAccessibleDialog } from '../support/axe';
import { createClient, ordersOf, signIn } from '../support/api';
import {
  CARD_OK,
  checkout,
  fillCard,
  goToGateway,
  PASSWORD,
  seedKartingBasket,
  signInThroughSite,
  uniqueEmail,
} from '../support/site';

// The invoice viewer of 'Mes commandes' (spec §2 Dialogs, 'ticket viewer in a frame'): the order's PDF invoice from
// POST /api/ticket/{id}/print's signed link, shown in a frame of a dialog, on the site (3000) and on the account
// area's own server (3004, the e-mails' entry).

const ACCOUNT_ENTRY = 'http://localhost:3004';
const CONFIRMED = 'Nous vous confirmons la prise en compte de votre réservation !';

/** A client created through the API, signed in on the site, with one paid karting order; returns the order's id. */
async function clientWithPaidOrder(page: Page): Promise<{ email: string; orderId: number }> {
  const email = uniqueEmail('invoice-viewer');
  await createClient(page.request, email, PASSWORD);
  const session = await signIn(page.request, email, PASSWORD);
  await signInThroughSite(page, email);

  await seedKartingBasket(page, 1);
  await checkout(page);
  const reference = await goToGateway(page);
  await fillCard(page, CARD_OK);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByText(CONFIRMED)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await ordersOf(page.request, session)).filter((o) => o.reference === reference).length)
    .toBe(1);
  const order = (await ordersOf(page.request, session)).find((o) => o.reference === reference)!;
  return { email, orderId: order.id };
}

/** Every message of the page saying a frame was refused (X-Frame-Options, CSP frame-ancestors / frame-src). */
function watchFramingRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (display|frame)|frame-ancestors|frame-src|X-Frame-Options/i.test(message.text()))
      refusals.push(message.text());
  });
  return refusals;
}

/**
 * Opens the viewer of the order on the orders tab already shown, and checks its frame: the signed link of this
 * page's own origin, asked by the frame itself, answered 200 with a PDF whose headers let this origin frame it.
 */
async function openViewer(page: Page, orderId: number) {
  const invoice = new RegExp(`/api/ticket/${orderId}/invoice\\.pdf\\?access=`);
  const framed = page.waitForRequest((r) => invoice.test(r.url()));
  await page.getByTestId(`invoice-view-${orderId}`).click();
  const dialog = page.getByTestId('invoice-viewer');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: `Facture de la commande n° ${orderId}` })).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Facture de la commande n° ${orderId} (PDF)`);
  await expect(frame).toHaveAttribute('src', invoice);
  const src = (await frame.getAttribute('src'))!;
  const url = new URL(src, page.url());
  expect(url.origin).toBe(new URL(page.url()).origin);

  const request: Request = await framed;
  expect(request.isNavigationRequest()).toBe(true);
  expect(request.frame()).not.toBe(page.mainFrame());
  // Chromium without its PDF viewer hands the document to its downloads: the answer is then asked again here.
  const answer = (await request.response()) ?? (await page.request.get(url.href));
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers['content-type']).toMatch(/^application\/pdf/);
  const xfo = headers['x-frame-options'];
  if (xfo !== undefined) expect(xfo.toUpperCase()).toBe('SAMEORIGIN');
  const ancestors = /frame-ancestors([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
  if (ancestors !== undefined) expect(ancestors).toMatch(/'self'|\*/);
  const body = await page.request.get(url.href);
  expect(body.status()).toBe(200);
  expect((await body.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const download = dialog.getByRole('link', { name: 'Télécharger' });
  await expect(download).toHaveAttribute('href', src);
  await expect(download).toHaveAttribute('download', `facture-${orderId}.pdf`);
  return dialog;
}

test.describe('the invoice viewer of "Mes commandes"', () => {
  test('on the site: opens in a dialog with the PDF in a frame, accessible, downloads, closes', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const refusals = watchFramingRefusals(page);
    const { orderId } = await clientWithPaidOrder(page);

    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Mes commandes' }).click();
    await expect(page).toHaveURL(/\/compte\?tab=1$/);
    await expect(page.getByTestId(`order-${orderId}`)).toBeVisible();

    const dialog = await openViewer(page, orderId);
    await expectAccessibleDialog(page, dialog, 'invoice viewer');
    expect(refusals).toEqual([]);

    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Télécharger' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`facture-${orderId}.pdf`);

    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId(`invoice-view-${orderId}`)).toBeFocused();

    // On a phone the viewer takes the whole screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await openViewer(page, orderId);
    await expect(phone.locator('.MuiDialog-paperFullScreen')).toBeVisible();
    await expectAccessibleDialog(page, phone, 'invoice viewer on a phone');
    await phone.getByRole('button', { name: 'Fermer' }).click();
    await expect(phone).toHaveCount(0);
    expect(refusals).toEqual([]);
  });

  test('on the account area’s own server (the e-mails’ entry), the frame is allowed too', async ({ page }) => {
    test.setTimeout(180_000);
    const refusals = watchFramingRefusals(page);
    const { email, orderId } = await clientWithPaidOrder(page);

    await page.goto(`${ACCOUNT_ENTRY}/`);
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(`${ACCOUNT_ENTRY}/compte`);
    await page.getByTestId('account-tab-1').click();
    await expect(page).toHaveURL(`${ACCOUNT_ENTRY}/compte?tab=1`);
    await expect(page.getByTestId(`order-${orderId}`)).toBeVisible();

    const dialog = await openViewer(page, orderId);
    await expectAccessibleDialog(page, dialog, 'invoice viewer on the account entry');
    expect(refusals).toEqual([]);
  });
});
