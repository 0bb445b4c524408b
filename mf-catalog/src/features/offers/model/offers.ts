import type { Activity, CatalogId, Offer } from '../../../shared/catalog-data/model/types';
import { bySortThenName, sameId } from '../../../shared/catalog-data/model/ids';

/** Offers of one activity, in the catalogue's order; offers flagged off the web are left out. */
export function visibleOffers(offers: readonly Offer[], aid: CatalogId): Offer[] {
  return offers.filter((o) => sameId(o.aid, aid) && o.web !== false && o.web !== 0).sort(bySortThenName);
}

export function findOffer(offers: readonly Offer[], oid: CatalogId | undefined): Offer | undefined {
  return offers.find((o) => sameId(o.oid, oid));
}

/**
 * The offer a formulas page shows: one of the activity's offers on the web only. An offer hidden from the website
 * (web false or 0) is not sold online (the server refuses it at payment): its page says it is not offered.
 */
export function findWebOffer(
  offers: readonly Offer[],
  aid: CatalogId | undefined,
  oid: CatalogId | undefined,
): Offer | undefined {
  if (aid === undefined) return undefined;
  return findOffer(visibleOffers(offers, aid), oid);
}

/** Company activity offers go to the company order page, events offers to the events page. */
export function offerPath(activity: Pick<Activity, 'aid' | 'code'>, offer: Pick<Offer, 'oid'>): string {
  const base = `/activites/${encodeURIComponent(String(activity.aid))}/${encodeURIComponent(String(offer.oid))}`;
  if (activity.code === 'company') return `${base}/entreprise`;
  if (activity.code === 'events') return `${base}/events`;
  return base;
}

/** Title of the company ticketing activity (spec §2). */
export const COMPANY_TICKETING_TITLE = 'BILLETERIE CSE';
/** User type of company / works-council accounts (spec §3). */
export const COMPANY_USER_TYPE = 2;

export function isCompanyTicketing(activity: Pick<Activity, 'name'>): boolean {
  return activity.name.trim().toLocaleUpperCase('fr') === COMPANY_TICKETING_TITLE;
}

/** The company-account popup shows on 'BILLETERIE CSE' unless the signed-in user is a company account. */
export function needsCompanyGate(
  activity: Pick<Activity, 'name'>,
  currentUser: { type?: number | string | null } | null | undefined,
): boolean {
  if (!isCompanyTicketing(activity)) return false;
  return Number(currentUser?.type) !== COMPANY_USER_TYPE;
}

/**
 * True for a visitor signed in with an account that is not a company account (an anonymous table session is not
 * signed in): the login screen sends signed-in visitors away (spec §2), so the gate signs them out before opening
 * the company screens.
 */
export function isSignedInIndividual(session: {
  token: string | null;
  signInType: string | null;
  currentUser: { type?: number | string | null } | null;
}): boolean {
  if (!session.token || !session.currentUser || session.signInType === 'anonyme') return false;
  return Number(session.currentUser.type) !== COMPANY_USER_TYPE;
}

/** Login screen modes the gate opens (mf-account reads `?mode=` on '/'). */
export const LOGIN_MODE_COMPANY_REGISTRATION = 3;
export const LOGIN_MODE_COMPANY_SIGN_IN = 4;

export function loginPath(mode: number): string {
  return `/?mode=${mode}`;
}
