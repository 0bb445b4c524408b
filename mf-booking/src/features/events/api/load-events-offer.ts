import type { Load } from 'shared-events';
import {
  fetchAccessories,
  fetchActivities,
  fetchOfferFormulas,
  fetchOffers,
  fetchTariffs,
} from '../../../shared/api/booking-api';
import { BookingNotFoundError } from '../../../shared/hooks/load-booking-data';
import { offerOf } from '../../../shared/model/on-sale';
import { parseStrings, type Activity, type Formula, type Tariff } from '../../../shared/model/types';
import { fetchArticles, offeredArticleIds, offeredExtras, type Extra } from '../../extras';

export interface EventsOffer {
  activity: Activity;
  offerName: string;
  strings: { string_1?: string; string_2?: string };
  /** The events to choose (the offer's formulas with an article), each with its drinks and extras. */
  events: { formula: Formula; tariff: Tariff; extras: Extra[] }[];
}

/** The events offer: its activity, its events with their tariffs and the drinks and plates each offers. */
export async function loadEventsOffer(aid: number, oid: number, signal: AbortSignal): Promise<EventsOffer> {
  const [activities, offers, formulas, accessories, articles] = await Promise.all([
    fetchActivities(signal),
    fetchOffers(aid, signal),
    fetchOfferFormulas(oid, signal),
    fetchAccessories(signal),
    fetchArticles(signal),
  ]);
  // Unknown, inactive (status false) or hidden from the website (web false): not sold online. Another activity than
  // the events one: not an event (its formulas are booked on their own pages).
  const offered = offerOf({ aid, oid }, activities, offers);
  if (!offered || offered.activity.code !== 'events') throw new BookingNotFoundError();
  const { activity, offer } = offered;
  const sold = formulas.filter((candidate) => candidate.article != null && candidate.aid === aid);
  const ids = new Set<number>(sold.map((formula) => formula.article!));
  for (const formula of sold) offeredArticleIds({ formula, accessories, articles }).forEach((id) => ids.add(id));
  const tariffs = new Map<number, Tariff[]>(
    await Promise.all([...ids].map(async (id) => [id, await fetchTariffs(id, signal)] as const)),
  );
  const events: EventsOffer['events'] = [];
  for (const formula of sold) {
    const tariff = tariffs.get(formula.article!)?.[0];
    if (tariff) events.push({ formula, tariff, extras: offeredExtras({ formula, accessories, articles, tariffs }) });
  }
  return { activity, offerName: offer.name, strings: parseStrings(offer.strings), events };
}

/** The event offer as the data layer loads it (nothing to load for an address that names no offer). */
export const eventsOfferLoad = (aid: number, oid: number, valid: boolean): Load<EventsOffer> => ({
  queryKey: ['mf_booking', 'evenements', aid, oid],
  queryFn: ({ signal }) => loadEventsOffer(aid, oid, signal),
  enabled: valid,
});
