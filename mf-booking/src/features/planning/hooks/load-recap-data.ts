import { hasArticle } from 'shared-events';
import {
  fetchActivities,
  fetchFormulas,
  fetchOfferFormulas,
  fetchOffers,
  fetchTariffs,
} from '../../../shared/api/booking-api';
import type { Activity, Formula, Tariff } from '../../../shared/model/types';
import { BookingNotFoundError, loadBookingData, type BookingData } from '../../../shared/hooks/load-booking-data';
import { articlesOnSale } from '../../../shared/model/on-sale';
import { fetchArticles, loadExtras, type CatalogueArticle, type Extra } from '../../extras';
import { promotedSibling, type PromotedOffer } from '../../offers';
import { clubOnSale, clubTariff, isClubFormula } from '../../family-club';

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
  // The catalogue's articles, asked once: the accessories on sale and the club's article.
  const articles = fetchArticles(signal);
  const [tariffs, extras, promotion, club, catalogue] = await Promise.all([
    formula.article == null ? Promise.resolve([]) : fetchTariffs(formula.article, signal),
    // A booking offers its formula's accessories (the activity's serve the events and the packs' steps).
    loadExtras(formula, false, signal, articles),
    loadPromotion(formula, oid, signal),
    formula.reservedOffer ? loadClubIfAny(articles, signal) : Promise.resolve(null),
    articles,
  ]);
  // An article the park took off sale since the visitor chose it (the formula's, or a pack step's): not offered.
  const sold = [formula.article, ...booking.steps.map((step) => step.formula?.article)];
  if (!articlesOnSale(sold, catalogue)) throw new BookingNotFoundError();
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

/**
 * The club offer is a suggestion: when it cannot be loaded (its tariffs or offers refused, the network), the recap
 * shows the booking without it rather than failing. A cancelled page (signal aborted) still stops.
 */
function loadClubIfAny(articles: Promise<CatalogueArticle[]>, signal: AbortSignal): Promise<ClubOffer | null> {
  return loadClub(articles, signal).catch((error: unknown) => {
    if (signal.aborted) throw error;
    return null;
  });
}

/**
 * The club offer, only when the server would take its line: the club on sale (clubOnSale: its activity active, its
 * offer on the web, its article on sale) and a tariff to sell it at (clubTariff).
 */
async function loadClub(articles: Promise<CatalogueArticle[]>, signal: AbortSignal): Promise<ClubOffer | null> {
  const [formulas, activities] = await Promise.all([fetchFormulas(signal), fetchActivities(signal)]);
  const clubs = formulas.filter((candidate) => isClubFormula(candidate) && hasArticle(candidate));
  if (clubs.length === 0) return null;
  const aids = [...new Set(clubs.map((candidate) => candidate.aid))];
  const [offers, catalogue] = await Promise.all([
    Promise.all(aids.map((aid) => fetchOffers(aid, signal))).then((lists) => lists.flat()),
    articles,
  ]);
  const club = clubOnSale({ formulas: clubs, activities, offers, articles: catalogue });
  if (!club) return null;
  const tariff = clubTariff(await fetchTariffs(club.formula.article!, signal));
  return tariff ? { ...club, tariff } : null;
}
