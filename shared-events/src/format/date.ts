import moment from 'moment-timezone';

export const PARIS_TZ = 'Europe/Paris';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';

export type DateInput = string | number | Date | moment.Moment;

/** Now, in Europe/Paris. */
export function parisNow(): moment.Moment {
  return moment.tz(PARIS_TZ);
}

/** Reads an instant (ISO 8601 with offset, epoch ms, Date, moment) into Europe/Paris. */
export function toParis(value: DateInput): moment.Moment {
  const parsed = moment.isMoment(value)
    ? value.clone()
    : typeof value === 'string'
      ? moment.parseZone(value, moment.ISO_8601, true)
      : moment(value);
  if (!parsed.isValid()) throw new RangeError(`Date invalide : ${String(value)}`);
  return parsed.tz(PARIS_TZ);
}

/** 'DD/MM/YYYY' of the Paris day of an instant. */
export function formatDate(value: DateInput): string {
  return toParis(value).format(DATE_FORMAT);
}

/** 'HH:mm' Paris wall time of an instant. */
export function formatTime(value: DateInput): string {
  return toParis(value).format(TIME_FORMAT);
}

/** The instant of a Paris wall time ('DD/MM/YYYY', 'HH:mm'), as ISO 8601 with the Paris offset. */
export function parisInstant(day: string, time = '00:00'): string {
  const parsed = moment.tz(`${day} ${time}`, `${DATE_FORMAT} ${TIME_FORMAT}`, true, PARIS_TZ);
  if (!parsed.isValid()) throw new RangeError(`Date invalide : ${day} ${time}`);
  return parsed.format();
}
