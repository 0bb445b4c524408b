import { formatDate, formatTime } from 'shared-events/dates';
import type { BasketLine } from '../../../shared/platform/types';

/**
 * Every slot of a duo pack line ('KARTING : 05/12/2026 à 14:00'), in its order, shown in the basket
 * and on the confirmation (the line's own date is the first). Empty for a line of one slot. Pure.
 */
export function packDates(line: Pick<BasketLine, 'dates'>): string[] {
  const dates = line.dates ?? [];
  return dates.length > 1 ? dates.map((d) => `${d.name ? `${d.name} : ` : ''}${d.day} à ${d.houre}`) : [];
}

/** The line's day as the basket shows it ('DD/MM/YYYY'): its own, else read from its start; null when undated. */
export function lineDay(line: Pick<BasketLine, 'day' | 'select'>): string | null {
  if (line.day) return line.day;
  try {
    return line.select ? formatDate(line.select) : null;
  } catch {
    return null;
  }
}

/** The line's time as the basket shows it ('HH:mm'): its own, else read from its start; null when undated. */
export function lineTime(line: Pick<BasketLine, 'houre' | 'select'>): string | null {
  if (line.houre) return line.houre;
  try {
    return line.select ? formatTime(line.select) : null;
  } catch {
    return null;
  }
}
