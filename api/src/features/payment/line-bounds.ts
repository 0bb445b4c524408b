import moment from 'moment-timezone';

/** The bounds a basket line is held to (spec §5, §9). Pure. */

/** Participants per activity code beyond the activity's own bounds (spec §5: events 1 to 6). */
export const EVENT_MAX_PARTICIPANTS = 6;
/** Counters of undated lines (company tickets, subscriptions, accessories, bar): 1 to 50 (spec §9). */
export const COUNTER_MAX = 50;
/** A subscription may start from today up to this many days ahead. */
export const SUBSCRIPTION_START_MAX_DAYS = 365;
/** Slots are bookable online until now + 1 hour, 3 hours for karting (spec §5). */
export function cutoffMinutes(activityCode: string): number {
  return activityCode === 'karting' ? 180 : 60;
}

const PARIS = 'Europe/Paris';
export const paris = (d: Date) => moment(d).tz(PARIS).format('DD/MM/YYYY [à] HH:mm');

/** A positive id from a number or a digit string, else null. */
export function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0) return Number(value);
  return null;
}

/** A whole count (0 and up), the fallback when absent, null when malformed. */
export function wholeCount(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The subscription's first day, 'YYYY-MM-DD' in Paris, between today and SUBSCRIPTION_START_MAX_DAYS ahead. */
export function subscriptionStartDay(value: unknown, now: Date): string | null {
  const today = moment(now).tz(PARIS).startOf('day');
  if (value === undefined || value === null || value === '') return today.format('YYYY-MM-DD');
  if (typeof value !== 'string' || value.length > 40) return null;
  const text = value.trim();
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const m = fr
    ? moment.tz(`${fr[3]}-${fr[2]}-${fr[1]}`, 'YYYY-MM-DD', true, PARIS)
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? moment.tz(text, 'YYYY-MM-DD', true, PARIS)
      : /^\d{4}-\d{2}-\d{2}T/.test(text)
        ? moment.tz(text, moment.ISO_8601, true, PARIS).tz(PARIS)
        : moment.invalid();
  if (!m.isValid()) return null;
  const day = m.clone().startOf('day');
  if (day.isBefore(today) || day.diff(today, 'days') > SUBSCRIPTION_START_MAX_DAYS) return null;
  return day.format('YYYY-MM-DD');
}
