import { toParis, parisDayKey, type Instant } from '../../../shared/model/time';
import type { Activity, BookingKind, Formula } from '../../../shared/model/types';

/**
 * The day the planning opens on (spec §5): the formula's date when it has one; karting now + 2 h;
 * birthdays now + 4 days; packs now + 1 day; every other activity now + 1 h. Paris day key.
 */
export function defaultBookingDay(input: {
  now: Instant;
  activity: Pick<Activity, 'code'>;
  formula: Pick<Formula, 'date'> | null;
  kind: BookingKind;
}): string {
  if (input.formula?.date) return parisDayKey(input.formula.date);
  const now = toParis(input.now);
  if (input.kind === 'birthday') return parisDayKey(now.add(4, 'days'));
  if (input.kind === 'pack') return parisDayKey(now.add(1, 'days'));
  if (input.activity.code === 'karting') return parisDayKey(now.add(2, 'hours'));
  return parisDayKey(now.add(1, 'hours'));
}

/** True when a day is before the Paris day of now (the picker disables those). */
export function isPastDay(dayKey: string, now: Instant): boolean {
  return dayKey < parisDayKey(now);
}
