import type { OpenDays } from '../../../shared/model/open-days';
import { DAY_KEY_FORMAT, parseDayKey } from '../../../shared/model/time';

/**
 * Days the page has seen with no slot the visitor can choose, for what the slots were judged on (`judgedFor`: the
 * participants on the calendar, the event chosen on the events page). The API's open days
 * (`GET /api/planning/days`) count the slots with at least one free place; the page's own rules are stricter for
 * some bookings (virtual reality needs the whole slot, a pack as many places as participants, a birthday its linked
 * slots, a slot clashing with the basket is hidden): a day the API calls open can show only 'COMPLET' cards.
 * What the page learns from the slots it already loaded is kept here, never asked for day by day.
 */
export interface FullDays {
  /** What the slots were judged on: days found full for one count of participants say nothing for another. */
  judgedFor: string;
  days: readonly string[];
}

/** Days skipped at most, one after the other, when the day the page opens on turns out full (no long waterfall). */
export const MAX_FULL_DAY_SKIPS = 5;

/** The days learned full for this basis (learned for another one, they say nothing). */
export function fullDaysFor(full: FullDays, judgedFor: string): readonly string[] {
  return full.judgedFor === judgedFor ? full.days : [];
}

/** `full` with the day recorded as full or not for this basis (the same object when nothing changes). */
export function recordDay(full: FullDays, judgedFor: string, day: string, isFull: boolean): FullDays {
  const days = fullDaysFor(full, judgedFor);
  if (days.includes(day) === isFull && full.judgedFor === judgedFor) return full;
  const others = days.filter((known) => known !== day);
  return { judgedFor, days: isFull ? [...others, day].sort() : others };
}

/** The API's open days without the days learned full (the same object when none of them is open). */
export function withoutFullDays(open: OpenDays | null, full: readonly string[]): OpenDays | null {
  if (!open || !full.some((day) => open.days.includes(day))) return open;
  return { ...open, days: open.days.filter((day) => !full.includes(day)) };
}

/**
 * The first open day after `day`, null when there is none. When the open days are not known (their request failed),
 * the next calendar day: its slots, loaded anyway, tell whether it is bookable.
 */
export function nextOpenDay(day: string, open: OpenDays | null): string | null {
  if (open) return [...open.days].sort().find((candidate) => candidate > day) ?? null;
  return parseDayKey(day)?.add(1, 'day').format(DAY_KEY_FORMAT) ?? null;
}

/** True when the whole window the answer covers has no bookable day (the horizon is full). */
export function isHorizonFull(open: OpenDays | null): boolean {
  return open !== null && open.days.length === 0;
}

export const HORIZON_FULL_MESSAGE =
  'Complet : aucun créneau n’est disponible dans les deux prochains mois. Veuillez choisir une autre activité.';
