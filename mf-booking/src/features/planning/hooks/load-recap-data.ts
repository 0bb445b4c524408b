import { fetchActivities, fetchFormulas, fetchOfferFormulas, fetchTariffs } from '../../../shared/api/booking-api';
import type { Activity, Formula, Tariff } from '../../../shared/model/types';
import { loadBookingData, type BookingData } from '../../../shared/hooks/load-booking-data';
import { loadExtras, type Extra } from '../../extras';
import { promotedSibling, type PromotedOffer } from '../../offers';
import { clubTariff } from '../../family-club';

export interface ClubOffer {
  activity: Activity;
  formula: Formula;
  tariff: Tariff;
}

/** What the recap needs: the booking, its tariffs, its accessories, the promoted formula and the club offer. */
export interface RecapData {
  booking: BookingData;
  tariffs: Tariff[];
  extras: Extra[];
  promotion: PromotedOffer | null;
  club: ClubOffer | null;
}

export async function loadRecapData(aid: number, oid: number, fid: number, signal: AbortSignal): Promise<RecapData> {
  const booking = await loadBookingData(aid, oid, fid, signal);
  const { formula } = booking;
  const [tariffs, extras, promotion, club] = await Promise.all([
    formula.article == null ? Promise.resolve([]) : fetchTariffs(formula.article, signal),
    // A booking offers its formula's accessories (the activity's serve the events and the packs' steps).
    loadExtras(formula, false, signal),
    loadPromotion(formula, oid, signal),
    formula.reservedOffer ? loadClub(signal) : Promise.resolve(null),
  ]);
  return { booking, tariffs, extras, promotion, club };
}

async function loadPromotion(formula: Formula, oid: number, signal: AbortSignal): Promise<PromotedOffer | null> {
  if ((formula.promotionPercentage ?? 0) > 0 || booked(formula)) return null;
  const siblings = (await fetchOfferFormulas(oid, signal)).filter(
    (f) => (f.promotionPercentage ?? 0) > 0 && f.article != null,
  );
  const tariffs = new Map(
    await Promise.all(
      siblings.map(async (f) => [f.article!, (await fetchTariffs(f.article!, signal))[0] ?? null] as const),
    ),
  );
  return promotedSibling(formula, siblings, (article) => tariffs.get(article) ?? null);
}

/** Packs, birthdays and the like are never turned into another formula. */
function booked(formula: Formula): boolean {
  return formula.code != null && formula.code !== '';
}

async function loadClub(signal: AbortSignal): Promise<ClubOffer | null> {
  const [formulas, activities] = await Promise.all([fetchFormulas(signal), fetchActivities(signal)]);
  const formula = formulas.find((candidate) => candidate.code === 'family-club' && candidate.article != null);
  const activity = activities.find((candidate) => candidate.aid === formula?.aid);
  if (!formula || !activity) return null;
  const tariff = clubTariff(await fetchTariffs(formula.article!, signal));
  return tariff ? { activity, formula, tariff } : null;
}
