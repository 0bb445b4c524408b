// The pages of the journey bench:web measures (issue 14), and what each needs in the browser's storage.

/** What a page needs stored before it loads (origin → key → value), prepared once by prepare.ts. */
export interface Storage {
  local: Record<string, string>;
  session: Record<string, string>;
  /** The cookies the site itself set for that storage (the session cookie of a signed-in visitor: decision 0040). */
  cookies?: { name: string; value: string }[];
}

export type StorageNeed = 'none' | 'signed-in' | 'basket' | 'recap' | 'paid' | 'tablet';

export interface BenchPage {
  /** Short name, used in the table and in BENCH_PAGES=name,name to measure a few pages only. */
  name: string;
  /** Path on the shell (:3000), or a whole URL (the bar tablet's own server). */
  path: string;
  needs: StorageNeed;
  /** CSS selector of an element the page shows once it has loaded (the JavaScript count waits for it). */
  ready: string;
}

export const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
export const TABLET = process.env.TABLET_URL ?? 'http://localhost:3005';

/** Filled in by prepare.ts (the reference of the payment made for the bench). */
export const PAYMENT_RETURN = '/confirmation?reference=';

export const PAGES: BenchPage[] = [
  { name: 'sign-in', path: '/', needs: 'none', ready: '[data-testid="sign-in-submit"]' },
  { name: 'activities', path: '/activites', needs: 'none', ready: '[data-area="mf_catalog"] a[href^="/activites/"]' },
  { name: 'offers', path: '/activites/1', needs: 'none', ready: '[data-area="mf_catalog"] a[href^="/activites/1/"]' },
  { name: 'formulas', path: '/activites/1/1', needs: 'none', ready: '[data-area="mf_catalog"] a[href*="/calendar"]' },
  { name: 'calendar', path: '/activites/1/1/1/calendar', needs: 'none', ready: '[aria-label="Créneaux"]' },
  { name: 'recap', path: '/activites/1/1/1/reservation', needs: 'recap', ready: '[data-testid="reservation-recap"]' },
  { name: 'basket', path: '/panier', needs: 'basket', ready: '[data-testid="basket-line"]' },
  {
    name: 'payment return',
    path: PAYMENT_RETURN,
    needs: 'paid',
    ready: '[data-testid="payment-paid"], [data-testid="payment-unconfirmed"]',
  },
  { name: 'account', path: '/compte?tab=0', needs: 'signed-in', ready: '[data-testid="profile-edit"]' },
  {
    name: 'orders',
    path: '/compte?tab=1',
    needs: 'signed-in',
    ready: '[data-testid="orders-list"], [data-testid="orders-empty"]',
  },
  {
    name: 'subscriptions',
    path: '/compte?tab=2',
    needs: 'signed-in',
    ready: '[data-testid="subscriptions-list"], [data-testid="subscriptions-empty"]',
  },
  {
    name: 'family',
    path: '/compte?tab=3',
    needs: 'signed-in',
    ready: '[data-testid="family-none"], [data-testid="family-management"]',
  },
  { name: 'password reset', path: '/setPassword', needs: 'none', ready: '[data-testid="reset-request-submit"]' },
  { name: 'tablet set-up', path: `${TABLET}/`, needs: 'none', ready: '[data-testid="bar-staff-code"]' },
  {
    name: 'tablet snacking',
    path: `${TABLET}/snaking`,
    needs: 'tablet',
    ready: '[data-area="mf_snacking"] a, [data-area="mf_snacking"] button',
  },
  {
    name: 'tablet menu',
    path: `${TABLET}/activites/13/1/1/snaking`,
    needs: 'tablet',
    ready: '[data-testid="snack-offer-16"]',
  },
];

/** BENCH_PAGES=calendar,basket measures those pages only (names as in the table). */
export function selectedPages(): BenchPage[] {
  const wanted = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return PAGES;
  const unknown = wanted.filter((w) => !PAGES.some((p) => p.name === w));
  if (unknown.length) throw new Error(`BENCH_PAGES: unknown page(s) ${unknown.join(', ')}`);
  return PAGES.filter((p) => wanted.includes(p.name));
}

export function urlOf(page: BenchPage, reference: string | null): string {
  const path = page.path === PAYMENT_RETURN ? `${PAYMENT_RETURN}${encodeURIComponent(reference ?? '')}` : page.path;
  return path.startsWith('http') ? path : `${SITE}${path}`;
}
