import { expect, type Locator, type Page } from '@playwright/test';

// Choosing a slot on a calendar page as a visitor would: the first with room that stays open for the purchase.

export const KARTING_CALENDAR = '/activites/1/1/1/calendar'; // KARTING > KARTING ADULTE > SESSION 10 MIN

/** An instant's Paris day ('DD/MM/YYYY', as the date field shows it) and time ('HH:mm'). */
export function parisParts(iso: string): { day: string; houre: string } {
  const f = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { day: `${p.day}/${p.month}/${p.year}`, houre: `${p.hour}:${p.minute}` };
}

const FREE_SLOT = '[data-testid^="slot-"]:not([data-testid$="-label"]):not([disabled])';

/**
 * Today's slots starting sooner than this are passed over: their booking closes before a test can pay for them (the
 * longest cut-off, karting's 3 h, then a purchase's few minutes). A slot picked at 13:59 for 15:00 was refused as
 * 'Trop tard! complet!' once its trampoline's 1 h cut-off passed during the test.
 */
const CLOSING_SOON_MINUTES = 3 * 60 + 20;

/** Whether the card's slot starts today (Paris) within CLOSING_SOON_MINUTES from now. */
async function closesSoon(page: Page, slot: Locator): Promise<boolean> {
  const now = parisParts(new Date().toISOString());
  // An event's page lists its dates without a day field: dates announced ahead, never closing within the hour.
  const dayField = page.locator('#booking-day');
  if ((await dayField.count()) === 0 || (await dayField.inputValue()) !== now.day) return false;
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = (await slot.locator('span[aria-hidden="true"]').first().innerText()).trim();
  return minutes(start) - minutes(now.houre) < CLOSING_SOON_MINUTES;
}

/**
 * The first slot shown with at least `places` free places ('6 places libres', a karaoke's '6 box libres'), and not
 * closing soon, or null.
 */
export async function roomySlot(page: Page, places: number): Promise<Locator | null> {
  for (const slot of await page.locator(FREE_SLOT).all()) {
    if (await closesSoon(page, slot)) continue;
    const label = await slot.locator('[data-testid$="-label"]').innerText();
    if (Number(/(\d+) (?:places?|box) libres?/.exec(label)?.[1] ?? 0) >= places) return slot;
  }
  return null;
}

/**
 * Picks the first slot of a calendar with at least `places` free places, moving day by day (two weeks at most):
 * the earlier tests of a run may have filled the first slots of the day.
 */
export async function pickSlot(page: Page, places = 1): Promise<void> {
  for (let day = 0; ; day += 1) {
    await expect(page.locator('[aria-label="Créneaux"], [data-testid="no-slot"]').first()).toBeVisible();
    const slot = await roomySlot(page, places);
    if (slot) {
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    if (day > 14) throw new Error(`no slot with ${places} free places within two weeks`);
    await page.getByTestId('day-next').click();
  }
}

/** Chooses the first free slot of the karting calendar (moving on day by day) and opens the recap. */
export async function reserveKarting(page: Page): Promise<void> {
  await page.goto(KARTING_CALENDAR);
  let slot: Locator | null;
  for (let day = 0; ; day += 1) {
    await expect(page.locator('[aria-label="Créneaux"], [data-testid="no-slot"]').first()).toBeVisible();
    slot = await roomySlot(page, 1);
    if (slot) break;
    if (day > 7) throw new Error('no free karting slot within a week');
    await page.getByTestId('day-next').click();
    await page.waitForLoadState('networkidle');
  }
  await slot.click();
  await page.getByTestId('validate-planning').click();
  await expect(page.getByTestId('reservation-recap')).toBeVisible();
}
