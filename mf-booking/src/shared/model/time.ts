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

// An ISO 8601 date-time with its offset (as the API writes them): Date.parse reads it exactly (ECMAScript's date
// time string format), ~50x faster than building a moment.
// V8 rolls 30 February over to March and takes 24:00: those go through moment's strict parse, which refuses them.
const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Epoch milliseconds of an instant, for comparing and grouping: the slot lists compare every slot's start, often
 * several times, on each render (a busy day has hundreds). Anything but an ISO string with its offset, a number or a
 * Date goes through toParis, which throws on garbage.
 */
export function instantMs(value: Instant): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.getTime();
  const iso = typeof value === 'string' ? ISO_WITH_OFFSET.exec(value) : null;
  if (iso && isRealDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))) {
    const ms = Date.parse(value as string);
    if (!Number.isNaN(ms)) return ms;
  }
  return toParis(value).valueOf();
}

/** True when two instants are the same moment in time. */
export function sameInstant(a: Instant, b: Instant): boolean {
  return instantMs(a) === instantMs(b);
}
