import moment from 'moment-timezone';
import { PARIS_TZ, toParis, type DateInput } from 'shared-events/dates';

/** Europe/Paris: every day and wall time of the park is read there. */
export { PARIS_TZ };
/** A Paris calendar day as the booking area keeps it ('2026-03-29'). */
export const DAY_KEY_FORMAT = 'YYYY-MM-DD';

export type Instant = DateInput;

/** Reads an instant (ISO 8601 with offset, epoch ms, Date, moment) into Europe/Paris; throws on garbage. */
export { toParis };

/** The Paris day key ('YYYY-MM-DD') of an instant. */
export function parisDayKey(value: Instant): string {
  return toParis(value).format(DAY_KEY_FORMAT);
}

/** Parses a day key strictly; null when it is not a real calendar day. */
export function parseDayKey(key: string | null | undefined): moment.Moment | null {
  if (!key) return null;
  const day = moment.tz(key, DAY_KEY_FORMAT, true, PARIS_TZ);
  return day.isValid() ? day : null;
}

/** The `dates` parameter of GET /api/planning/browse: 'YYYY-MM-D' (day of month not padded). */
export function browseDateParam(dayKey: string): string {
  const day = parseDayKey(dayKey);
  if (!day) throw new RangeError(`Date invalide : ${dayKey}`);
  return day.format('YYYY-MM-D');
}

/** 'DD/MM/YYYY' of a day key. */
export function dayKeyToFrench(dayKey: string): string {
  const day = parseDayKey(dayKey);
  if (!day) throw new RangeError(`Date invalide : ${dayKey}`);
  return day.format('DD/MM/YYYY');
}

/** True when two instants are the same moment in time. */
export function sameInstant(a: Instant, b: Instant): boolean {
  return toParis(a).valueOf() === toParis(b).valueOf();
}
