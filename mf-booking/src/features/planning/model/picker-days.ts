import type moment from 'moment-timezone';
import { DAY_KEY_FORMAT, PARIS_TZ } from '../../../shared/model/time';
import { isClosedDay, slotsOfDay, type OpenDays } from '../../../shared/model/open-days';
import { spokenDay } from './spoken';

// The date picker asks for every day of its grid on each of its renders (is it disabled, what is its name): a tap
// on a day redraws 42 of them. The answers depend only on the instant (and the day's state), so they are kept: a
// tap no longer runs ~200 moment and Intl calls before its next paint (INP, issue 14).
const MAX_KEPT = 2_000;
const dayKeys = new Map<number, string>();
const names = new Map<string, string>();

function keep<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= MAX_KEPT) map.clear();
  map.set(key, value);
  return value;
}

/** The Paris day key ('YYYY-MM-DD') of a day of the picker. */
export function pickerDayKey(day: moment.Moment): string {
  const instant = day.valueOf();
  return dayKeys.get(instant) ?? keep(dayKeys, instant, day.clone().tz(PARIS_TZ).format(DAY_KEY_FORMAT));
}

/**
 * A day's accessible name in the picker: its full date, and that it has no bookable slot when it cannot be chosen,
 * or how many it has when the API said so.
 */
export function pickerDayName(day: moment.Moment, bookable: boolean, openDays: OpenDays | null = null): string {
  const dayKey = pickerDayKey(day);
  const slots = bookable ? slotsOfDay(dayKey, openDays) : undefined;
  const key = `${dayKey}|${bookable ? 1 : 0}|${slots ?? ''}`;
  return names.get(key) ?? keep(names, key, spokenDay(dayKey, bookable, slots));
}

/** Whether a day of the picker cannot be chosen: before today (Paris), or known to have no bookable slot. */
export function isPickerDayDisabled(day: moment.Moment, today: string, openDays: OpenDays | null): boolean {
  const key = pickerDayKey(day);
  return key < today || isClosedDay(key, openDays);
}
