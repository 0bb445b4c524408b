import { FULL_LABEL } from '../../../shared/model/slot-rules';
import { toParis, parseDayKey, type Instant } from '../../../shared/model/time';

// Days are named with moment's French locale (the page's, set by shared-events/dates), not an Intl formatter: a
// page's first date formatter loads ICU's calendar data, a long task on a phone's start-up (decision 0033). The
// names are those fr-FR's formatter gives (spoken.test.ts compares them).
const DAY_NAME_FORMAT = 'dddd D MMMM YYYY';

/** A wall time as a screen reader should say it: '14 h 30', '10 h' (Europe/Paris). */
export function spokenTime(instant: Instant): string {
  const time = toParis(instant);
  return time.minutes() === 0 ? `${time.hours()} h` : `${time.hours()} h ${time.format('mm')}`;
}

/** A slot card's accessible name: '14 h 30, 6 places libres' or '14 h 30, complet'. */
export function spokenSlot(start: Instant, availability: string): string {
  return `${spokenTime(start)}, ${availability === FULL_LABEL ? 'complet' : availability}`;
}

/**
 * A day of the date picker: 'lundi 23 novembre 2026', with ', aucun créneau disponible' when it cannot be chosen, or
 * with how many slots it has when that is known (', 1 créneau disponible', ', 12 créneaux disponibles').
 */
export function spokenDay(dayKey: string, bookable: boolean, slots?: number): string {
  const day = parseDayKey(dayKey);
  if (!day) return dayKey;
  const name = day.clone().locale('fr').format(DAY_NAME_FORMAT);
  if (!bookable) return `${name}, aucun créneau disponible`;
  if (slots === undefined) return name;
  return `${name}, ${slots} ${slots > 1 ? 'créneaux disponibles' : 'créneau disponible'}`;
}
