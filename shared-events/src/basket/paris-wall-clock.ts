/**
 * Paris wall-clock times to instants without moment-timezone or Intl (the site's header reads them on every page:
 * decision 0046). France follows the European Union's summer-time rule (Directive 2000/84/EC, the same since 1996):
 * UTC+2 from the last Sunday of March at 01:00 UTC to the last Sunday of October at 01:00 UTC, UTC+1 otherwise.
 * `paris-wall-clock.test.ts` checks every hour from 1996 to 2037 against moment-timezone's Europe/Paris data.
 */
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Paris's offset from UTC, in hours, at an instant. */
export function parisOffsetHours(instant: number): 1 | 2 {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOne(year, 2) && instant < lastSundayAtOne(year, 9) ? 2 : 1;
}

/**
 * The instant of a Paris wall-clock time (month 1-12), as moment-timezone reads it: a time that occurs twice (the
 * autumn hour) is its first occurrence, a time skipped in spring is read one hour later; null for an impossible date.
 */
export function parisWallClock(year: number, month: number, day: number, hour = 0, minute = 0): Date | null {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59) return null;
  const summer = wall - 2 * HOUR;
  return new Date(parisOffsetHours(summer) === 2 ? summer : wall - HOUR);
}
