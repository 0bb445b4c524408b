import { hasArticle, isRouteId } from 'shared-events';
import type { Activity, Formula } from './types';
import type { Offer } from '../api/booking-api';

/** True when a route param can name a catalogue entry (shared-events' isRouteId: '1' to '2147483647', plain digits). */
export const isBookingId = isRouteId;

/** The route param as an id, or null when it names nothing (see isBookingId). */
export function bookingIdOf(param: string | undefined): number | null {
  return isBookingId(param) ? Number(param) : null;
}

/** An activity the site sells: not switched off (status false; absent counts as on, as in the catalogue). */
export function isActiveActivity(activity: Pick<Activity, 'status'>): boolean {
  const status: unknown = activity.status;
  return status !== false && status !== 0;
}

/** An offer shown on the website: not hidden from it (web false or 0; absent counts as shown). */
export function isWebOffer(offer: Pick<Offer, 'web'>): boolean {
  const web: unknown = offer.web;
  return web !== false && web !== 0;
}

/**
 * The route's activity and offer if the formula is sold online there, else null. The server refuses at payment a
 * formula whose activity is inactive, whose offer is hidden from the web or which has no article (its line rules:
 * FORMULA_NOT_ON_SALE); the booking pages say at once that such a formula is not offered, as they do for a formula
 * of another activity or another offer than the address names.
 */
export function offeredAt(
  route: { aid: number; oid: number },
  formula: Pick<Formula, 'aid' | 'oid' | 'article'>,
  activities: readonly Activity[],
  offers: readonly Offer[],
): { activity: Activity; offer: Offer } | null {
  if (formula.aid !== route.aid || formula.oid !== route.oid || !hasArticle(formula)) return null;
  return offerOf(route, activities, offers);
}

/** The route's activity and offer when both are on sale online (the company and events pages sell an offer). */
export function offerOf(
  route: { aid: number; oid: number },
  activities: readonly Activity[],
  offers: readonly Offer[],
): { activity: Activity; offer: Offer } | null {
  const activity = activities.find((candidate) => candidate.aid === route.aid);
  const offer = offers.find((candidate) => candidate.oid === route.oid && candidate.aid === route.aid);
  if (!activity || !isActiveActivity(activity) || !offer || !isWebOffer(offer)) return null;
  return { activity, offer };
}

/**
 * False when the catalogue's articles list one of these articles as no longer on sale (onSale false): the server
 * refuses its line at payment ('cet article n'est plus en vente.', NOT_ON_SALE). An article the list does not name
 * is left to the server.
 */
export function articlesOnSale(
  ids: ReadonlyArray<number | null | undefined>,
  catalogue: ReadonlyArray<{ id: number; onSale: boolean }>,
): boolean {
  return ids.every((id) => id == null || catalogue.find((article) => article.id === id)?.onSale !== false);
}
