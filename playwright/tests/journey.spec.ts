import { expect, test, type Page } from '@playwright/test';
import { createClient, ordersOf, outboxFor, signIn, slotById, transactionStatus } from '../support/api';
import {
  bookKarting,
  seedKartingBasket,
  CARD_OK,
  CARD_REFUSED,
  checkout,
  fillCard,
  goToGateway,
  openAccountPage,
  PASSWORD,
  registerThroughSite,
  signInThroughSite,
  uniqueEmail,
} from '../support/site';

const CONFIRMED = 'Nous vous confirmons la prise en compte de votre réservation !';

/** A client created through the API (the full registration form is covered by the first journey). */
async function newClient(page: Page, tag: string): Promise<{ email: string; id: number; token: string }> {
  const email = uniqueEmail(tag);
  await createClient(page.request, email, PASSWORD);
  const session = await signIn(page.request, email, PASSWORD);
  await signInThroughSite(page, email);
  return { email, ...session };
}

test.describe('booking to payment (issue 4)', () => {
  test('a new visitor registers, books karting for 2 with equipment and pays', async ({ page }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('journey');
    await registerThroughSite(page, email);
    const session = await signIn(page.request, email, PASSWORD);

    const { slot } = await bookKarting(page, 2, 2, 'basket');
    const before = await slotById(page.request, slot.start, slot.id);

    // Basket: the activity line and the equipment line.
    const lines = page.getByTestId('basket-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByTestId('line-counter')).toContainText('2');
    await expect(lines.nth(1).getByTestId('line-counter')).toContainText('2');
    await checkout(page);
    const reference = await goToGateway(page);
    let signedReturn = '';
    page.on('response', (response) => {
      if (response.url().includes('/cgi/sandbox/pay/') && response.status() === 303)
        signedReturn = response.headers()['location'] ?? '';
    });
    await fillCard(page, CARD_OK);
    await page.getByRole('button', { name: 'Payer' }).click();

    await expect(page).toHaveURL(/\/confirmation\?/);
    await expect(page.getByText(CONFIRMED)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('transaction-number')).toContainText(reference);
    await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 30_000 });

    // One order for the reference, 2 places more on the slot, the e-mail with its QR codes.
    await expect
      .poll(async () => (await ordersOf(page.request, session)).filter((o) => o.reference === reference).length)
      .toBe(1);
    const after = await slotById(page.request, slot.start, slot.id);
    expect(after.placesTaken - before.placesTaken).toBe(2);
    await expect.poll(async () => (await outboxFor(page.request, email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await outboxFor(page.request, email);
    const order = (await ordersOf(page.request, session)).find((o) => o.reference === reference)!;
    expect(mail!.subject).toBe(`Confirmation de votre réservation n° ${order.id}`);
    await page.goto(`/dev/outbox/${mail!.id}`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('body')).toContainText(`Commande n°`);
    await expect(frame.locator('body')).toContainText(String(order.id));
    const images = page.locator('li', { hasText: 'image/png' });
    expect(await images.count()).toBeGreaterThanOrEqual(2); // one QR code per person (2 karting tickets at least)
    await expect(frame.locator('img').first()).toBeVisible();
    expect(
      await frame
        .locator('img')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    ).toBeGreaterThanOrEqual(2);

    // The return opened twice: the gateway's signed return again, then the site's return page
    // (and a reload): still one order, one e-mail, the same places.
    expect(signedReturn).toContain(`Ref=${reference}`);
    await page.goto(signedReturn);
    await expect(page).toHaveURL(/\/confirmation\?/);
    await expect(page.getByText(CONFIRMED)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const returnUrl = `/confirmation?reference=${encodeURIComponent(reference)}`;
    await page.goto(returnUrl);
    await expect(page.getByText(CONFIRMED)).toBeVisible();
    await expect(page.getByTestId('transaction-number')).toContainText(reference);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByText(CONFIRMED)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await ordersOf(page.request, session)).filter((o) => o.reference === reference)).toHaveLength(1);
    expect(await outboxFor(page.request, email)).toHaveLength(1);
    expect((await slotById(page.request, slot.start, slot.id)).placesTaken).toBe(after.placesTaken);

    // The account's orders tab says of each line what the e-mail says: when, for how many, with what equipment.
    await openAccountPage(page, '/compte?tab=1');
    const notes = page.getByTestId(`order-${order.id}`).getByTestId('order-note');
    await expect(notes.first()).toHaveText(/^Le \d\d\/\d\d\/\d{4} à \d\d:\d\d · 2 participants$/);
    await expect(page.getByTestId(`order-${order.id}`)).toContainText('Avec équipement (charlotte et gants)');
  });

  test('a refused card comes back to the basket with the refusal, and no order', async ({ page }) => {
    const client = await newClient(page, 'refused');
    await seedKartingBasket(page, 1);
    await checkout(page);
    await goToGateway(page);
    await fillCard(page, CARD_REFUSED);
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page).toHaveURL(/\/panier\?type=refused/);
    await expect(
      page.getByText("Votre paiement a été refusé. Aucun montant n'a été débité, votre panier est conservé."),
    ).toBeVisible();
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    expect(await ordersOf(page.request, client)).toEqual([]);
  });

  test('a cancelled payment comes back to the basket, basket kept, no order', async ({ page }) => {
    const client = await newClient(page, 'cancelled');
    await seedKartingBasket(page, 1);
    await checkout(page);
    await goToGateway(page);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/panier\?type=cancelled/);
    await expect(page.getByText('Vous avez annulé le paiement. Votre panier est conservé.')).toBeVisible();
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    expect(await ordersOf(page.request, client)).toEqual([]);
  });

  test('a browser that never comes back: the IPN settles the order and takes the places', async ({ page }) => {
    const client = await newClient(page, 'noreturn');
    const { slot } = await seedKartingBasket(page, 2);
    const before = await slotById(page.request, slot.start, slot.id);
    await checkout(page);
    const reference = await goToGateway(page);
    // The card form is posted for real (the gateway takes the payment and sends its IPN), but the
    // browser never follows the gateway's redirect to the site's return page.
    let returnLocation = '';
    await page.route('**/cgi/sandbox/pay/**', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      returnLocation = answer.headers()['location'] ?? `status ${answer.status()}`;
      await route.abort();
    });
    await fillCard(page, CARD_OK);
    await page.getByRole('button', { name: 'Payer' }).click();
    // (the gateway sends the browser to the API's signed return, which would redirect to /confirmation)
    await expect.poll(() => returnLocation).toContain('/paybox/return/');
    expect(returnLocation).toContain(`Ref=${reference}`);
    await expect.poll(() => transactionStatus(page.request, reference, client.token), { timeout: 30_000 }).toBe('paid');
    await expect
      .poll(async () => (await ordersOf(page.request, client)).filter((o) => o.reference === reference).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(async () => (await slotById(page.request, slot.start, slot.id)).placesTaken - before.placesTaken)
      .toBe(2);
  });

  test('a tampered amount is refused by the API and by the gateway', async ({ page }) => {
    const client = await newClient(page, 'tamper');
    await seedKartingBasket(page, 1);
    await checkout(page);
    const form = page.getByTestId('payment-form');
    const total = await form.locator('input[name="PBX_TOTAL"]').inputValue();
    expect(Number(total)).toBeGreaterThan(0);

    // The initiate call with a wrong total: 400.
    const basketLines = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('park.basket.v1') ?? '{}') as { lines?: unknown[] }).lines ?? [],
    );
    expect(basketLines.length).toBeGreaterThan(0);
    const wrong = await page.request.post('/api/v1/paybox/initiate-paybox-transaction', {
      headers: { Authorization: `Bearer ${client.token}` },
      data: {
        total: 0.01,
        email: client.email,
        transactionRef: `tamper-${Date.now()}`,
        SUMMARIZE: 'panier',
        type: 'normal',
        lines: basketLines,
        promoCodes: [],
      },
    });
    expect(wrong.status(), await wrong.text()).toBe(400);

    // The signed form with PBX_TOTAL lowered before posting: the gateway refuses it.
    await form.locator('input[name="PBX_TOTAL"]').evaluate((input: HTMLInputElement) => {
      input.value = '1';
    });
    await page.getByTestId('pay-button').click();
    await expect(page.getByRole('heading', { name: 'Paiement par carte bancaire' })).toHaveCount(0);
    await expect(page.locator('body')).toContainText(/signature|refus|invalide|HMAC/i);
    expect(await ordersOf(page.request, client)).toEqual([]);
  });
});
