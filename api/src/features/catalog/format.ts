import moment from 'moment-timezone';

export const PARIS_TZ = 'Europe/Paris';

/** Cents (integer) to euros as a number with at most two decimals: 1250 -> 12.5. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** An instant as ISO 8601 with the Europe/Paris offset, e.g. 2026-03-29T10:00:00+02:00. */
export function parisIso(instant: Date): string {
  return moment(instant).tz(PARIS_TZ).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** Parses a comma-separated list of positive integer ids ('12, 13' -> [12, 13]); ignores blanks. */
export function parseIdList(text: string): number[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}
