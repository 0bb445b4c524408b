import type { BasketLine } from '../types/basket';

/**
 * What a basket line's counter counts, as the basket and the recaps write it before ' : n':
 * 'Box' for karaoke boxes, 'Quantité' for what is not a person (table orders, equipment, wristbands,
 * accessories, drinks, subscriptions, the club, company tickets; also an undated line of a booking's
 * group, as older baskets carry them without `extra`), else 'Participants'. Pure.
 */
export function counterLabel(line: BasketLine, lines: readonly BasketLine[] = []): string {
  if (line.counterUnit === 'boxes') return 'Box';
  if (line.ZONE !== undefined && line.ZONE !== null) return 'Quantité';
  if (line.extra) return 'Quantité';
  if (line.familyClub || line.abo || line.type === 1 || line.type === 8) return 'Quantité';
  const booking = lines.find((other) => other !== line && other.pid === line.pid && other.idPlanning != null);
  if (line.idPlanning == null && booking) return 'Quantité';
  return 'Participants';
}
