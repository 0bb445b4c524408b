import { COMPANY_USER_TYPE } from 'shared-events';
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
