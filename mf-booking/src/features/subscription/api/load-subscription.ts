import {
  fetchAccessories,
  fetchActivities,
  fetchFormula,
  fetchOffers,
  fetchTariffs,
} from '../../../shared/api/booking-api';
import { BookingNotFoundError } from '../../../shared/hooks/load-booking-data';
import { offeredAt } from '../../../shared/model/on-sale';
import { parseIdList, type Activity, type Formula, type Tariff } from '../../../shared/model/types';
import { subscriptionTariff } from '../model/subscription-lines';

export interface SubscriptionOffer {
  activity: Activity;
  formula: Formula;
  article: number;
  tariff: Tariff;
  /** The formula's related accessories (socks, wristband) with their base tariff. */
  options: { name: string; article: number; tariff: Tariff }[];
}

/**
 * Activity, formula, the subscription tariff of the article and the accessories offered with it.
 * BookingNotFoundError when the formula is not a subscription sold online at the address (not a subscription, of
 * another activity or offer, of an inactive activity, of an offer hidden from the website, without an article or
 * with another article than the address names: what the server would refuse at payment).
 */
export async function loadSubscription(
  route: { aid: number; oid: number; fid: number },
  article: number | null,
  signal?: AbortSignal,
): Promise<SubscriptionOffer> {
  const [activities, formula, accessories, offers] = await Promise.all([
    fetchActivities(signal),
    fetchFormula(route.fid, signal),
    fetchAccessories(signal),
    fetchOffers(route.aid, signal),
  ]);
  const offered = offeredAt(route, formula, activities, offers);
  // A subscription formula, and the article the address names is its own: the server sells a subscription only
  // at its formula's article (another would be taken for an accessory of it and refused, NOT_OF_FORMULA).
  const sold = formula.article;
  const own = article === null || article === sold;
  if (!offered || formula.code !== 'subscription' || sold == null || !own) throw new BookingNotFoundError();
  const { activity } = offered;
  // The subscription's tariffs and its accessories' at once (one request each, in parallel).
  const related = parseIdList(formula.relatedAccessoires).flatMap((id) => {
    const accessory = accessories.find((candidate) => candidate.article === id);
    return accessory ? [{ accessory, id }] : [];
  });
  const [tariffs, ...relatedTariffs] = await Promise.all([
    fetchTariffs(sold, signal),
    ...related.map(({ id }) => fetchTariffs(id, signal)),
  ]);
  const tariff = subscriptionTariff(tariffs!);
  if (!tariff) throw new Error("Aucun tarif n'est disponible pour cet abonnement.");
  const options: SubscriptionOffer['options'] = related.flatMap(({ accessory, id }, i) => {
    const optionTariff = relatedTariffs[i]?.[0];
    return optionTariff ? [{ name: accessory.name, article: id, tariff: optionTariff }] : [];
  });
  return { activity, formula, article: sold, tariff, options };
}
