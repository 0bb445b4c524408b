import type { Moment } from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';

/** moment-timezone keeps a zoned moment's zone here (MUI X's own adapter reads it the same way). */
type MaybeZoned = Moment & { _z?: { name: string } };

/**
 * True when both moments read their calendar fields (year, month, day) in the same zone: then comparing those
 * fields compares their days exactly as moment's `isSame(…, 'day')` does in the first one's zone.
 */
export function readInSameZone(a: MaybeZoned, b: MaybeZoned): boolean {
  const zoneA = a._z?.name;
  const zoneB = b._z?.name;
  if (zoneA !== undefined || zoneB !== undefined) return zoneA === zoneB;
  if (a.isLocal() && b.isLocal()) return true; // both in the system's zone
  // UTC or a fixed offset (isUTC() is only for offset 0); an invalid moment is neither: the original compares it.
  return a.isUtcOffset() && b.isUtcOffset() && a.utcOffset() === b.utcOffset();
}

/** The calendar day as one ordered number (NaN for an invalid moment, which compares false with anything). */
function dayNumber(value: Moment): number {
  return value.year() * 10_000 + value.month() * 100 + value.date();
}

/**
 * MUI X's moment adapter with its day comparisons done on calendar fields. moment's `isSame(other, 'day')` clones the
 * moment twice and moves each clone to the start and end of its day, which moment-timezone recomputes through the
 * zone's rules: the month grid asks it three times per day cell on every redraw, and a tap on a day redraws the grid
 * three times (focus leaving, focus arriving, selection). When the two moments are not read in the same zone, the
 * original comparison answers.
 */
export class ParkMomentAdapter extends AdapterMoment {
  constructor(...args: ConstructorParameters<typeof AdapterMoment>) {
    super(...args);
    const original = {
      isSameDay: this.isSameDay,
      isSameMonth: this.isSameMonth,
      isSameYear: this.isSameYear,
      isBeforeDay: this.isBeforeDay,
      isAfterDay: this.isAfterDay,
    };
    this.isSameDay = (value, comparing) =>
      readInSameZone(value, comparing)
        ? dayNumber(value) === dayNumber(comparing)
        : original.isSameDay(value, comparing);
    this.isSameMonth = (value, comparing) =>
      readInSameZone(value, comparing)
        ? value.month() === comparing.month() && value.year() === comparing.year()
        : original.isSameMonth(value, comparing);
    this.isSameYear = (value, comparing) =>
      readInSameZone(value, comparing) ? value.year() === comparing.year() : original.isSameYear(value, comparing);
    this.isBeforeDay = (value, comparing) =>
      readInSameZone(value, comparing)
        ? dayNumber(value) < dayNumber(comparing)
        : original.isBeforeDay(value, comparing);
    this.isAfterDay = (value, comparing) =>
      readInSameZone(value, comparing)
        ? dayNumber(value) > dayNumber(comparing)
        : original.isAfterDay(value, comparing);
  }
}
