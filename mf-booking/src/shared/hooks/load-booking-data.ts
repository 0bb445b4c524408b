import { httpStatus, type Load } from 'shared-events';
import { fetchActivities, fetchFormula, fetchFormulas, fetchOffers, fetchSubFormulas } from '../api/booking-api';
import { birthdayLinks, packSteps, type PackStep } from '../model/booking-context';
import { NOT_FOUND_MESSAGE } from '../model/messages';
import { offeredAt } from '../model/on-sale';
import type { BirthdayLink } from '../model/slot-rules';
import { bookingKind, type Activity, type BookingKind, type Formula } from '../model/types';

export interface BookingData {
  activity: Activity;
  formula: Formula;
  kind: BookingKind;
  /** Duo pack steps (one step for the other kinds: the activity itself). */
  steps: PackStep[];
  /** Birthday links (empty for the other kinds). */
  links: BirthdayLink[];
}

export class BookingNotFoundError extends Error {
  constructor() {
    super(NOT_FOUND_MESSAGE);
  }
}

/** The formula `fid`; BookingNotFoundError when the API knows none (404). */
async function formulaOrNotFound(fid: number, signal?: AbortSignal): Promise<Formula> {
  try {
    return await fetchFormula(fid, signal);
  } catch (error) {
    throw httpStatus(error) === 404 ? new BookingNotFoundError() : error;
  }
}

/**
 * Everything a booking page needs about the activity and the formula. BookingNotFoundError when the address names
 * no formula sold online: unknown, of another activity or offer than the address's, of an inactive activity, of
 * an offer hidden from the website, or without an article to sell (what the server would refuse at payment).
 */
export async function loadBookingData(
  aid: number,
  oid: number,
  fid: number,
  signal?: AbortSignal,
): Promise<BookingData> {
  const [activities, formula, offers] = await Promise.all([
    fetchActivities(signal),
    formulaOrNotFound(fid, signal),
    fetchOffers(aid, signal),
  ]);
  const offered = offeredAt({ aid, oid }, formula, activities, offers);
  if (!offered) throw new BookingNotFoundError();
  const { activity } = offered;
  const kind = bookingKind(activity, formula);
  let steps: PackStep[] = [{ name: activity.name, activity, formula }];
  let links: BirthdayLink[] = [];
  if (kind === 'pack') {
    steps = packSteps(formula, activity, await fetchFormulas(signal), activities);
  } else if (kind === 'birthday') {
    const [formulas, subFormulas] = await Promise.all([fetchFormulas(signal), fetchSubFormulas(signal)]);
    links = birthdayLinks(fid, subFormulas, formulas, activities);
  }
  return { activity, formula, kind, steps, links };
}

/**
 * A page's answer, or null when the address names nothing on sale (BookingNotFoundError): an answer, not a failure,
 * so that the server's first screen draws the not-found view as the browser does (a failed load draws nothing).
 */
export async function orNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof BookingNotFoundError) return null;
    throw error;
  }
}

/**
 * The booking data of a formula as a load of the data layer (null: not offered): the calendar and its first screen
 * on the server read the same answer (the server's is handed to the browser's client, decision 0019).
 */
export function bookingDataLoad(
  aid: number | undefined,
  oid: number | undefined,
  fid: number | undefined,
): Load<BookingData | null> {
  return {
    queryKey: ['mf_booking', 'reservation', aid, oid, fid],
    queryFn: ({ signal }) => orNotFound(loadBookingData(aid!, oid!, fid!, signal)),
    enabled: aid !== undefined && oid !== undefined && fid !== undefined,
  };
}
