// Prepares, once per bench run, what the signed-in pages need in the browser's storage: the demo account signed
// in through the API (the session as the account area stores it), a basket with a karting line, a reservation
// in progress (the recap page), a paid order (the payment return page) and a paired bar tablet (:3005).
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { checkout, CARD_OK, fillCard, goToGateway, reserveKarting, seedKartingBasket } from '../../support/site';
import { SITE, TABLET, type Storage, type StorageNeed } from './pages';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const DEMO = { email: 'demo@parc360.fr', password: 'motdepasse360' };
const STAFF_CODE = process.env.BAR_STAFF_CODE ?? 'bar360';
const SESSION_KEY = 'park.session.v1';
const RESERVATION_KEY = 'park.booking.reservation.v1';

export interface Prepared {
  /** Per need: origin → what to store there before the page loads. */
  storage: Record<StorageNeed, Record<string, Storage>>;
  /** The reference of the bench's paid order (/confirmation?reference=...). */
  reference: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST /api/auth/signin then GET /api/users/{id}: the session the account area stores after a sign-in. */
export async function demoSession(): Promise<Record<string, unknown>> {
  const answer = await json<{ id: number; token: string; clientId: number; type: number }>(
    await fetch(`${SITE}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }),
  );
  const user = await json<Record<string, unknown>>(
    await fetch(`${SITE}/api/users/${answer.id}`, { headers: { authorization: `Bearer ${answer.token}` } }),
  );
  return {
    token: answer.token,
    clientId: answer.clientId,
    signInType: answer.type === 2 ? 'company' : 'normal',
    loginType: null,
    currentUser: user,
    ticketsEmail: null,
    returnTo: null,
  };
}

async function localOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

async function sessionOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}

async function pairTablet(context: BrowserContext): Promise<Record<string, string>> {
  const page = await context.newPage();
  await page.goto(`${TABLET}/`);
  await page.getByTestId('bar-staff-code').fill(STAFF_CODE);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('tablet-pair-1-1').click();
  await expect(page.getByTestId('snack-offer-16')).toBeVisible({ timeout: 30_000 });
  const local = await localOf(page);
  await page.close();
  return local;
}

export async function prepare(): Promise<Prepared> {
  const session = JSON.stringify(await demoSession());
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      baseURL: SITE,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      storageState: { cookies: [], origins: [{ origin: SITE, localStorage: [{ name: SESSION_KEY, value: session }] }] },
    });
    const page = await context.newPage();
    await seedKartingBasket(page, 1);
    const withBasket = await localOf(page);
    await reserveKarting(page);
    const reservation = (await sessionOf(page))[RESERVATION_KEY];
    if (!reservation) throw new Error(`no ${RESERVATION_KEY} in sessionStorage on the recap page`);
    const onRecap = await localOf(page);
    await page.goto('/panier');
    await checkout(page);
    const reference = await goToGateway(page);
    await fillCard(page, CARD_OK);
    await page.getByRole('button', { name: 'Payer' }).click();
    await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 30_000 });
    const paid = await localOf(page);
    const tablet = await pairTablet(context);
    // The session cookie the site set for the signed-in demo account (decision 0040), as its browser would send it.
    const cookies = (await context.cookies(SITE)).filter((c) => c.name === 'park_session');
    if (cookies.length !== 1) throw new Error('the site set no session cookie for the signed-in demo account');
    const kept = cookies.map(({ name, value }) => ({ name, value }));
    const site = (local: Record<string, string>, session: Record<string, string> = {}) => ({
      [SITE]: { local, session, cookies: kept },
    });
    return {
      reference,
      storage: {
        none: {},
        'signed-in': site({ [SESSION_KEY]: session }),
        basket: site(withBasket),
        recap: site(onRecap, { [RESERVATION_KEY]: reservation }),
        paid: site(paid),
        tablet: { [TABLET]: { local: tablet, session: {} } },
      },
    };
  } finally {
    await browser.close();
  }
}
