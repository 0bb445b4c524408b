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
  const tariff = subscriptionTariff(await fetchTariffs(sold, signal));
  if (!tariff) throw new Error("Aucun tarif n'est disponible pour cet abonnement.");
  const options: SubscriptionOffer['options'] = [];
  for (const related of parseIdList(formula.relatedAccessoires)) {
    const accessory = accessories.find((candidate) => candidate.article === related);
    if (!accessory) continue;
    const optionTariff = (await fetchTariffs(related, signal))[0];
    if (optionTariff) options.push({ name: accessory.name, article: related, tariff: optionTariff });
  }
  return { activity, formula, article: sold, tariff, options };
}
