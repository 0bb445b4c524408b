/**
 * The stored lines the basket page shows (spec §4), in one place for the basket page, the booking area's basket
 * summary and the site's header: past lines dropped, then the snacking filter of the place. Pure: the clock is a
 * parameter. No moment here (the header reads it on every page): Paris times are read by `parisWallClock`.
 */
import type { BasketLine } from '../types';
import { filterForPlace, type SnackingPlace } from './basket-place';
import { parisWallClock } from './paris-wall-clock';

/** An ISO 8601 date and time (seconds and fraction optional), with its offset or Z, or none (the device's time). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A Paris day 'DD/MM/YYYY', plus `days`, at a Paris time 'HH:mm' (midnight without one); null when unreadable. */
function parisDay(day: string, time: string | null | undefined, days = 0): Date | null {
  const d = DAY.exec(day);
  const t = time ? TIME.exec(time) : ['', '0', '0'];
  if (!d || !t) return null;
  const valid = parisWallClock(Number(d[3]), Number(d[2]), Number(d[1]), Number(t[1]), Number(t[2]));
  if (!valid || days === 0) return valid;
  const next = new Date(Date.UTC(Number(d[3]), Number(d[2]) - 1, Number(d[1]) + days));
  return parisWallClock(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), Number(t[1]), Number(t[2]));
}

/** The start instant of a line: `select` (ISO), else `day` + `houre` read in Europe/Paris; null for undated lines. */
export function lineStart(line: Pick<BasketLine, 'select' | 'day' | 'houre'>): Date | null {
  if (line.select && ISO_DATE_TIME.test(line.select)) {
    const at = Date.parse(line.select);
    if (Number.isFinite(at)) return new Date(at);
  }
  return line.day ? parisDay(line.day, line.houre) : null;
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
    const end = parisDay(line.day!, null, 1);
    return end === null || end.getTime() > now.getTime();
  });
}

/** The stored lines the basket page of `place` shows (null: /panier): past lines dropped, snacking filtering. */
export function shownLines(lines: BasketLine[], place: SnackingPlace | null, now: Date): BasketLine[] {
  return filterForPlace(dropPastLines(lines, now), place);
}
