/**
 * The stored lines the basket page shows (spec §4), in one place for the basket page and the booking area's basket
 * summary: past lines dropped, then the snacking filter of the place. Pure: the clock is a
 * parameter. It reads dates with moment-timezone, so it is part of the 'shared-events/dates' entry (the header,
 * which does not load moment, counts with the place filter alone).
 */
import moment from 'moment-timezone';
import { PARIS_TZ } from '../format/date';
import type { BasketLine } from '../types';
import { filterForPlace, type SnackingPlace } from './basket-place';

/** The start instant of a line: `select` (ISO), else `day` + `houre` read in Europe/Paris; null for undated lines. */
export function lineStart(line: Pick<BasketLine, 'select' | 'day' | 'houre'>): Date | null {
  if (line.select) {
    const m = moment(line.select, moment.ISO_8601, true);
    if (m.isValid()) return m.toDate();
  }
  if (line.day) {
    const m = moment.tz(`${line.day} ${line.houre ?? '00:00'}`, 'DD/MM/YYYY HH:mm', true, PARIS_TZ);
    if (m.isValid()) return m.toDate();
  }
  return null;
}

/**
 * Lines whose date is earlier than now are dropped; undated lines (club, drinks) stay. A line dated by a
 * day alone (a subscription starting that day) is past only once that Paris day is over.
 */
export function dropPastLines(lines: BasketLine[], now: Date): BasketLine[] {
  return lines.filter((line) => {
    const start = lineStart(line);
    if (start === null) return true;
    if (line.select || line.houre) return start.getTime() >= now.getTime();
    return moment(start).tz(PARIS_TZ).add(1, 'day').valueOf() > now.getTime();
  });
}

/** The stored lines the basket page of `place` shows (null: /panier): past lines dropped, snacking filtering. */
export function shownLines(lines: BasketLine[], place: SnackingPlace | null, now: Date): BasketLine[] {
  return filterForPlace(dropPastLines(lines, now), place);
}
