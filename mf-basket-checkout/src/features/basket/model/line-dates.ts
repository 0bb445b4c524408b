import type { BasketLine } from '../../../shared/platform/types';

/**
 * Every slot of a duo pack line ('KARTING : 05/12/2026 à 14:00'), in its order, shown in the basket
 * and on the confirmation (the line's own date is the first). Empty for a line of one slot. Pure.
 */
export function packDates(line: Pick<BasketLine, 'dates'>): string[] {
  const dates = line.dates ?? [];
  return dates.length > 1 ? dates.map((d) => `${d.name ? `${d.name} : ` : ''}${d.day} à ${d.houre}`) : [];
}
