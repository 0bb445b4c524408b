import moment from 'moment-timezone';
import { PARIS_TZ } from '../catalog/format';

export interface ParisDay {
  year: number;
  month: number;
  day: number;
}

/** Parses the planning's day parameter: YYYY-M-D with one or two digits for month and day. Null when not a real date. */
export function parseDayParam(text: string): ParisDay | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

/** The instants bounding a Paris calendar day: [start, end). 23 or 25 hours long on DST days. */
export function parisDayBounds(d: ParisDay): { start: Date; end: Date } {
  const start = moment.tz({ year: d.year, month: d.month - 1, date: d.day }, PARIS_TZ).startOf('day');
  const end = start.clone().add(1, 'day').startOf('day');
  return { start: start.toDate(), end: end.toDate() };
}

/** The Paris calendar day an instant falls in. */
export function parisDayOf(instant: Date): ParisDay {
  const m = moment(instant).tz(PARIS_TZ);
  return { year: m.year(), month: m.month() + 1, day: m.date() };
}

/** A Paris day shifted by n calendar days. */
export function addDays(d: ParisDay, n: number): ParisDay {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Day of week of a calendar day, 0 = Sunday ... 6 = Saturday. */
export function weekday(d: ParisDay): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** The instant of a Paris wall-clock time (minutes after midnight) on a day; a time skipped by DST moves forward. */
export function parisInstant(d: ParisDay, minutes: number): Date {
  return moment
    .tz(
      { year: d.year, month: d.month - 1, date: d.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
      PARIS_TZ,
    )
    .toDate();
}

export function formatDayParam(d: ParisDay): string {
  return `${d.year}-${d.month}-${d.day}`;
}
