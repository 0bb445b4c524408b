import type { Load } from 'shared-events';
import { fetchActivities, fetchFormula, fetchFormulas, fetchSubFormulas } from '../api/booking-api';
import { birthdayLinks, packSteps, type PackStep } from '../model/booking-context';
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
    super("Cette activité ou cette formule n'existe pas ou n'est plus disponible.");
  }
}

/** Everything a booking page needs about the activity and the formula. */
export async function loadBookingData(aid: number, fid: number, signal?: AbortSignal): Promise<BookingData> {
  const [activities, formula] = await Promise.all([fetchActivities(signal), fetchFormula(fid, signal)]);
  const activity = activities.find((candidate) => candidate.aid === aid);
  if (!activity || formula.aid !== aid) throw new BookingNotFoundError();
  const kind = bookingKind(activity, formula);
  let steps: PackStep[] = [{ name: activity.name, activity, formula }];
  let links: BirthdayLink[] = [];
  if (kind === 'pack') {
    steps = packSteps(formula, activity, await fetchFormulas(signal), activities);
  } else if (kind === 'birthday') {
    const [formulas, subFormulas] = await Promise.all([fetchFormulas(signal), fetchSubFormulas(signal)]);
    links = birthdayLinks(fid, subFormulas, formulas);
  }
  return { activity, formula, kind, steps, links };
}

/**
 * The booking data of a formula as a load of the data layer: the calendar and its first screen on the server read
 * the same answer (the server's is handed to the browser's client, decision 0019).
 */
export function bookingDataLoad(aid: number | undefined, fid: number | undefined): Load<BookingData> {
  return {
    queryKey: ['mf_booking', 'reservation', aid, fid],
    queryFn: ({ signal }) => loadBookingData(aid!, fid!, signal),
    enabled: aid !== undefined && fid !== undefined,
  };
}
