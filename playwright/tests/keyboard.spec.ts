import { expect, test, type Locator, type Page } from '@playwright/test';
import { activate, isFocused, tabTo } from '../support/keyboard';
import { CARD_OK, openAccountPage, PASSWORD, registerThroughSite, roomySlot, uniqueEmail } from '../support/site';

// Issue 14 (RGAA 7.3, 12.8, 12.13; WCAG 2.1.1, 2.1.2, 2.4.3, 4.1.2): the booking journey with the keyboard
// alone, the names the date picker and the slot list give to assistive technologies, and dialogs that keep
// and give back the focus. No click and no fill below: Tab, Shift+Tab, Enter, Space, arrows and typing.

const FREE_SLOT = '[data-testid^="slot-"]:not([data-testid$="-label"]):not([disabled])';
const DAY_NAME =
  /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \p{L}+ \d{4}(, aucun créneau disponible|, \d+ créneaux? disponibles?)?$/u;
const DAY_WITH_SLOTS = /, \d+ créneaux? disponibles?$/;
const SLOT_NAME = /^\d{1,2} h( \d{2})?, (\d+ places? libres?|complet)$/;

/** Until the shown day has a free slot that stays open for a purchase (roomySlot): 'Jour suivant' with the keyboard. */
async function dayWithFreeSlot(page: Page): Promise<Locator> {
  const free = page.locator(FREE_SLOT);
  for (let day = 0; ; day += 1) {
    await expect(page.locator('[aria-label="Créneaux"], [data-testid="no-slot"]').first()).toBeVisible();
    if (await roomySlot(page, 1)) return free;
    if (day > 7) throw new Error('no free karting slot within a week');
    const browsed = page.waitForResponse((r) => r.url().includes('/api/planning/browse'));
    await activate(page, page.getByTestId('day-next'));
    await browsed;
  }
}

/** Tabs `presses` times inside an open dialog and checks the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await isFocused(dialog), `focus left the dialog after ${i + 1} presses`).toBe(true);
  }
}

/** The recap's accessories question (decision 0015), when the formula offers some: declined with the keyboard. */
async function declineAccessories(page: Page): Promise<void> {
  const decline = page.getByTestId('accessories-dialog-decline');
  await decline.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await decline.isVisible()) await activate(page, decline);
}

/** The basket's prompt for missing accessories (decision 0015), when shown: 'Continuer sans' with the keyboard. */
async function continueWithoutExtras(page: Page): Promise<void> {
  const go = page.getByTestId('missing-extras-continue');
  await go.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  if (await go.isVisible()) await activate(page, go);
}

test.describe('keyboard only (issue 14)', () => {
  test('the whole booking journey, from the activities to the payment return page', async ({ page }) => {
    test.setTimeout(180_000);
    // A client of its own (registration is covered elsewhere), signed in with the keyboard.
    const email = uniqueEmail('keyboard');
    await registerThroughSite(page, email);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openAccountPage(page, '/');
    await tabTo(page, page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-button')).toBeVisible();

    await page.goto('/activites');
    await activate(page, page.getByTestId('activity-card-1').getByRole('link'));
    await expect(page).toHaveURL(/\/activites\/1$/);
    await activate(page, page.getByTestId('offer-card-1').getByRole('link'));
    await expect(page).toHaveURL(/\/activites\/1\/1$/);
    await activate(page, page.getByTestId('formula-card-1').getByRole('link'));
    await expect(page).toHaveURL(/\/activites\/1\/1\/1\/calendar$/);

    // The day: the picker opened with Enter, the next open day with the arrow, chosen with Enter.
    await expect(page.locator('[aria-label="Créneaux"], [data-testid="no-slot"]').first()).toBeVisible();
    await activate(page, page.getByTestId('day-field-placeholder'));
    const picker = page.getByRole('dialog');
    const shown = picker.getByRole('gridcell', { selected: true });
    await expect(shown).toBeFocused();
    const shownDay = await shown.getAttribute('aria-label');
    const browsed = page.waitForResponse((r) => r.url().includes('/api/planning/browse'));
    await page.keyboard.press('ArrowRight');
    const nextDay = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(nextDay).toMatch(DAY_NAME);
    expect(nextDay).not.toBe(shownDay);
    await page.keyboard.press('Enter');
    await expect(picker).toHaveCount(0);
    await browsed;

    // The slot: Tab to the first free one that stays open for the purchase, Enter; then the recap.
    await dayWithFreeSlot(page);
    const slot = (await roomySlot(page, 1))!;
    await activate(page, slot);
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await activate(page, page.getByTestId('validate-planning'));
    await expect(page.getByTestId('reservation-recap')).toBeVisible();

    // 'Valider mon panier', then the equipment question answered in its dialog.
    await activate(page, page.getByTestId('validate-basket'));
    const equipment = page.getByTestId('equipment-dialog');
    await expect(equipment).toBeVisible();
    await activate(page, equipment.getByTestId('equipment-have-own'));
    await declineAccessories(page);
    await expect(page).toHaveURL(/\/panier/);

    // Basket: the terms checkbox with Space, the two validations and 'Payer' with Enter.
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await activate(page, page.getByTestId('terms-checkbox'), 'Space');
    await expect(page.getByTestId('terms-checkbox')).toBeChecked();
    await activate(page, page.getByTestId('validate-schedule'));
    await continueWithoutExtras(page);
    await activate(page, page.getByTestId('validate-basket'));
    await activate(page, page.getByTestId('pay-button'));

    // The sandbox gateway: the card typed, 'Payer' with Enter.
    await expect(page.getByRole('heading', { name: 'Paiement par carte bancaire' })).toBeVisible();
    await tabTo(page, page.getByLabel('Numéro de carte'));
    await page.keyboard.type(CARD_OK);
    await tabTo(page, page.getByLabel("Date d'expiration"));
    await page.keyboard.type('12/30');
    await tabTo(page, page.getByLabel('Cryptogramme'));
    await page.keyboard.type('123');
    await activate(page, page.getByRole('button', { name: 'Payer' }));

    await expect(page).toHaveURL(/\/confirmation\?/);
    await expect(page.getByText('Nous vous confirmons la prise en compte de votre réservation !')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 30_000 });
  });

  test('the date picker and the slot list say the day, the month, the time and the free places', async ({ page }) => {
    await page.goto('/activites/1/1/1/calendar');
    await dayWithFreeSlot(page);
    // The slot list in the accessibility tree: every card is a button named by its time and places.
    const list = page.getByRole('list', { name: 'Créneaux' });
    const buttons = list.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await expect(buttons.nth(i)).toHaveAccessibleName(SLOT_NAME);
    // At least one free slot, named with its free places, as the accessibility tree shows it.
    await expect(list).toMatchAriaSnapshot(`
      - list "Créneaux":
        - listitem:
          - button /\\d{1,2} h( \\d{2})?, \\d+ places? libres?/
    `);

    await activate(page, page.getByTestId('day-field-placeholder'));
    const grid = page.getByRole('dialog').getByRole('grid');
    await expect(grid).toBeVisible();
    const days = grid.getByRole('gridcell').filter({ hasNot: page.locator('[aria-hidden="true"]') });
    const dayNames = (await days.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))).filter(
      Boolean,
    );
    expect(dayNames.length).toBeGreaterThanOrEqual(28);
    for (const name of dayNames) expect(name).toMatch(DAY_NAME);
    // The focused (selected) day, where a free slot was just chosen, is announced by its full name and its number of
    // bookable slots.
    await expect(grid.getByRole('gridcell', { selected: true })).toHaveAccessibleName(DAY_NAME);
    await expect(grid.getByRole('gridcell', { selected: true })).toHaveAccessibleName(DAY_WITH_SLOTS);
    await page.keyboard.press('Escape');
  });

  test('dialogs keep the focus while open and give it back to their opener', async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughSite(page, uniqueEmail('focus'));
    await page.goto('/activites/1/1/1/calendar');
    const free = await dayWithFreeSlot(page);
    await activate(page, free.first());
    await activate(page, page.getByTestId('validate-planning'));
    await expect(page.getByTestId('reservation-recap')).toBeVisible();

    // 1. The unsaved-reservation dialog, opened by 'back to activities'.
    const back = page.getByTestId('back-to-activities');
    await activate(page, back);
    const unsaved = page.getByTestId('unsaved-dialog');
    await expect(unsaved).toBeVisible();
    expect(await isFocused(unsaved)).toBe(true);
    await expectFocusTrapped(page, unsaved);
    await page.keyboard.press('Escape');
    await expect(unsaved).toHaveCount(0);
    await expect(back).toBeFocused();

    // 2. The equipment dialog, opened by 'Valider mon panier', closed with Escape.
    const validate = page.getByTestId('validate-basket');
    await activate(page, validate);
    const equipment = page.getByTestId('equipment-dialog');
    await expect(equipment).toBeVisible();
    await expectFocusTrapped(page, equipment);
    await page.keyboard.press('Escape');
    await expect(equipment).toHaveCount(0);
    await expect(validate).toBeFocused();

    // 3. The terms of sale on the basket.
    await activate(page, validate);
    await activate(page, page.getByTestId('equipment-dialog').getByTestId('equipment-have-own'));
    await declineAccessories(page);
    await expect(page).toHaveURL(/\/panier/);
    const open = page.getByTestId('terms-open');
    await activate(page, open);
    const terms = page.getByTestId('terms-dialog');
    await expect(terms).toBeVisible();
    await expectFocusTrapped(page, terms);
    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});
