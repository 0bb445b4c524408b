import { fetchAccessories, fetchActivities, fetchFormula, fetchTariffs } from '../../../shared/api/booking-api';
import { BookingNotFoundError } from '../../../shared/hooks/load-booking-data';
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

/** Activity, formula, the subscription tariff of the article and the accessories offered with it. */
export async function loadSubscription(
  aid: number,
  fid: number,
  article: number | null,
  signal?: AbortSignal,
): Promise<SubscriptionOffer> {
  const [activities, formula, accessories] = await Promise.all([
    fetchActivities(signal),
    fetchFormula(fid, signal),
    fetchAccessories(signal),
  ]);
  const activity = activities.find((candidate) => candidate.aid === aid);
  const sold = article ?? formula.article;
  if (!activity || formula.aid !== aid || sold == null) throw new BookingNotFoundError();
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
