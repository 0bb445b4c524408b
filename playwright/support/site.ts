import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { planningOf, type Slot } from './api';
import { KARTING_CALENDAR, parisParts, roomySlot } from './slots';

export { KARTING_CALENDAR, pickSlot, reserveKarting, roomySlot } from './slots';

export const PASSWORD = 'Parc-e2e-2026!';

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Individual registration through the account area (mode 1); the new client is signed in afterwards. */
export async function registerThroughSite(page: Page, email: string): Promise<void> {
  await page.goto('/?mode=1');
  const form = page.getByTestId('registration-form');
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: /Civilité/ }).click();
  await page.getByRole('option').first().click();
  const birthday = page.getByTestId('field-birthday');
  // MUI date field (sections DD/MM/YYYY): focus the day section and type the digits.
  const section = birthday.getByRole('spinbutton').first();
  if (await section.count()) await section.click();
  else await birthday.locator('input').first().click();
  await page.keyboard.type('14071990');
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Testeur');
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Téléphone mobile', exact: true }).fill('0612345678');
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true }).fill(PASSWORD);
  await form.getByTestId('field-consent').check();
  await form.getByTestId('registration-submit').click();
  // Then the optional family step: skip it.
  await page.getByTestId('family-skip').click();
  await expect(page.getByTestId('account-button')).toBeVisible();
}

/**
 * Opens a page of the account area and waits until the area has replaced the server's first screen (decision 0024):
 * the tests then type at machine speed into the area's own form. (What a person types into the server's form is
 * taken over by the area: tests/first-screen-forms.spec.ts.)
 */
export async function openAccountPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('remote-area-mf_account')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
}

export async function signInThroughSite(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openAccountPage(page, '/');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('account-button')).toBeVisible();
}

export interface Booked {
  slot: Slot;
}

/**
 * Books karting (session 10 min) for `participants` with `equipments` rented equipments, from the
 * calendar to the basket ('Valider mon panier' on the recap), or back to the activities ('Ajouter au panier',
 * then 'Continuer mes achats' in the basket summary). Picks the first day with a free slot large enough,
 * starting from the page's default day.
 */
export async function bookKarting(
  page: Page,
  participants: number,
  equipments: number,
  then: 'basket' | 'activities' = 'basket',
): Promise<Booked> {
  let slots: Slot[] = [];
  const onResponse = async (response: Response) => {
    if (response.url().includes('/api/planning/browse') && response.ok())
      slots = (await response.json().catch(() => [])) as Slot[];
  };
  page.on('response', onResponse);
  try {
    await page.goto(KARTING_CALENDAR);
    let button: Locator | null = null;
    for (let day = 0; ; day += 1) {
      await expect(page.getByTestId('validate-planning')).toBeVisible();
      await expect(page.locator('[aria-label="Créneaux"], [data-testid="no-slot"]').first()).toBeVisible();
      button = await roomySlot(page, participants); // earlier tests may have filled the first slots
      if (button) break;
      if (day > 7) throw new Error('no free karting slot within a week');
      const browsed = page.waitForResponse((r) => r.url().includes('/api/planning/browse'));
      await page.getByTestId('day-next').click();
      await browsed;
    }
    const id = Number((await button.getAttribute('data-testid'))?.replace('slot-', ''));
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const count = page.getByTestId('participants');
    while (Number(await count.inputValue()) < participants) {
      const before = await count.inputValue();
      await page.getByTestId('participants-plus').click();
      await expect(count).not.toHaveValue(before);
    }
    await expect(count).toHaveValue(String(participants));
    const slot = slots.find((s) => s.id === id);
    if (!slot) throw new Error(`slot ${id} not in the browsed planning`);
    await page.getByTestId('validate-planning').click();
    await expect(page.getByTestId('reservation-recap')).toBeVisible();
    await page.getByTestId(then === 'basket' ? 'validate-basket' : 'add-to-basket').click();
    const dialog = page.getByTestId('equipment-dialog');
    await expect(dialog).toBeVisible();
    if (equipments > 0) {
      await dialog.getByTestId('equipment-rent').click();
      const eq = dialog.getByTestId('equipment-count');
      while (Number(await eq.inputValue()) < equipments) {
        const before = await eq.inputValue();
        await dialog.getByTestId('equipment-count-plus').click();
        await expect(eq).not.toHaveValue(before);
      }
      await dialog.getByTestId('equipment-confirm').click();
    } else {
      await dialog.getByTestId('equipment-have-own').click();
    }
    if (then === 'activities') {
      // 'Ajouter au panier' shows the basket summary (spec §2); 'Continuer mes achats' goes back to the activities.
      const summary = page.getByTestId('basket-summary-dialog');
      await expect(summary).toBeVisible();
      await summary.getByTestId('basket-summary-continue').click();
    }
    await expect(page).toHaveURL(then === 'basket' ? /\/panier/ : /\/activites$/);
    return { slot };
  } finally {
    page.off('response', onResponse);
  }
}

/** On /panier: terms, 'Valider mes horaires', 'Valider mon panier'; returns when 'Payer' is shown. */
export async function checkout(page: Page): Promise<void> {
  await expect(page.getByTestId('basket-page')).toBeVisible();
  const terms = page.getByTestId('terms-checkbox');
  if (!(await terms.isChecked())) await terms.check();
  await page.getByTestId('validate-schedule').click();
  // The prompt for the accessories or wristband a booking offers, when some are missing: go on without.
  const missing = page.getByTestId('missing-extras-continue');
  const basketButton = page.getByTestId('validate-basket');
  await missing.or(basketButton).first().waitFor({ state: 'visible' });
  if (await missing.isVisible()) await missing.click();
  await basketButton.click();
  await expect(page.getByTestId('pay-button')).toBeVisible();
}

/** 'Payer' on the site: the browser posts the signed form to the sandbox gateway. */
export async function goToGateway(page: Page): Promise<string> {
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('heading', { name: 'Paiement par carte bancaire' })).toBeVisible();
  return (await page.getByTestId('reference').innerText()).trim();
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel("Date d'expiration").fill('12/30');
  await page.getByLabel('Cryptogramme').fill('123');
}

export const CARD_OK = '1111222233334444';
export const CARD_REFUSED = '4000000000000002';

/**
 * Puts a karting line (session 10 min, base tariff) for a free slot of the coming days into the stored
 * basket, as the booking area writes it (shared-events basket store, 'park.basket.v1'), then opens
 * /panier. Used by the payment edge cases so that they test the payment, not the calendar; the server
 * prices and checks the line itself when the payment starts.
 */
export async function seedKartingBasket(page: Page, participants: number): Promise<{ slot: Slot }> {
  const request = page.request;
  const formula = (
    (await (await request.get('/api/v1/formules/1')).json()) as {
      data: { formule: { fid: number; oid: number; aid: number; name: string; article: number } };
    }
  ).data.formule;
  const activity = (
    (await (await request.get('/api/v1/activites')).json()) as {
      data: { aid: number; name: string; color: string; color2: string }[];
    }
  ).data.find((a) => a.aid === formula.aid)!;
  const tariffs = (await (await request.get(`/api/articles/${formula.article}/tariffs`)).json()) as {
    id: number;
    price: number;
  }[];
  const base = tariffs[0]!;
  let slot: Slot | undefined;
  for (let d = 0; d < 7 && !slot; d += 1) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString();
    slot = (await planningOf(request, day)).find(
      (s) =>
        s.idActivity === formula.aid &&
        !s.deleted &&
        s.placesEmpty >= participants + 2 &&
        // Karting is bookable online until 3 hours before (spec §5): a margin for the test run.
        Date.parse(s.start) > Date.now() + 3.5 * 3_600_000,
    );
  }
  if (!slot) throw new Error('no free karting slot in the coming week');
  const { day, houre } = parisParts(slot.start);
  const pid = `e2e-${Date.now()}`;
  const line = {
    nid: `${pid}-1`,
    pid,
    aid: formula.aid,
    oid: formula.oid,
    fid: formula.fid,
    id: formula.article,
    idTariff: base.id,
    idTarif: base.id,
    price: base.price,
    counter: participants,
    type: 0,
    description: formula.name,
    subDescription: activity.name,
    select: slot.start,
    day,
    houre,
    end: slot.end,
    idPlanning: slot.id,
    idRoom: slot.idRoom,
    spectateurs: 0,
    complet: false,
    color: activity.color,
    background: activity.color2,
  };
  await page.goto('/activites');
  await page.evaluate((value) => localStorage.setItem('park.basket.v1', JSON.stringify(value)), {
    lines: [line],
    promoCodes: [],
    validated: false,
  });
  await page.goto('/panier');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  return { slot };
}
