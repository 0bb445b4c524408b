import { parseDayKey } from './time';

/** What the API says about the days of a window: which have a slot still bookable online. */
export interface OpenDays {
  /** First day of the window ('YYYY-MM-DD'). */
  from: string;
  /** Number of days the window covers. */
  count: number;
  /** The days of the window that have a bookable slot. */
  days: readonly string[];
  /** How many bookable slots each of those days has, when the API said so. */
  slots?: Readonly<Record<string, number>>;
}

/** The number of bookable slots the API gave for a day, undefined when it gave none (or a value that is not one). */
export function slotsOfDay(day: string, open: OpenDays | null): number | undefined {
  const count = open?.slots && Object.prototype.hasOwnProperty.call(open.slots, day) ? open.slots[day] : undefined;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : undefined;
}

/** Days the API is asked about, from today: the planning is kept about 60 days ahead. */
export const OPEN_DAYS_WINDOW = 62;

/** True when the day lies in the window the answer covers. */
export function isInWindow(day: string, open: OpenDays): boolean {
  const from = parseDayKey(open.from);
  const candidate = parseDayKey(day);
  if (!from || !candidate) return false;
  const offset = candidate.diff(from, 'days');
  return offset >= 0 && offset < open.count;
}

/** True when the day is known to have no bookable slot (days outside the window are not known). */
export function isClosedDay(day: string, open: OpenDays | null): boolean {
  return open !== null && isInWindow(day, open) && !open.days.includes(day);
}

/**
 * The day the planning opens on: the rule's day when it has a bookable slot (or nothing is known),
 * else the first bookable day after it, else the first bookable day at all, else the rule's day.
 */
export function firstOpenDay(ruleDay: string, open: OpenDays | null): string {
  if (!open || !isClosedDay(ruleDay, open)) return ruleDay;
  const sorted = [...open.days].sort();
  return sorted.find((day) => day > ruleDay) ?? sorted[0] ?? ruleDay;
}
