import type { OrderLineDetails } from '../orders/details';
import { lineUnit } from '../orders/line-extra';

/**
 * What the confirmation e-mail says of its tickets. A line's tickets are one per unit of its counter (sales/plan.ts):
 * a karaoke line's counter counts boxes, so its tickets are one per box; the others' one per person (a booking's
 * participants, a subscription's or a company ticket's holder). Pure.
 */

type Line = Pick<OrderLineDetails, 'slotId' | 'details'>;

/** What one ticket of the line admits: 'box' or 'personne'. */
export const ticketUnit = (line: Line): 'box' | 'personne' => (lineUnit(line) === 'boxes' ? 'box' : 'personne');

/** ' — personne 2/3', ' — box 1/2' after a ticket's line; nothing for a line's only ticket. */
export function ticketRank(line: Line & Pick<OrderLineDetails, 'tickets'>, index: number): string {
  const count = line.tickets.length;
  return count > 1 ? ` — ${ticketUnit(line)} ${index + 1}/${count}` : '';
}

const WHEN = "à l'accueil, 15 minutes avant le début de votre activité.";

/** The sentence above the tickets, true of each of them: per person, per box, or per ticket when both are sold. */
export function ticketsSentence(lines: ReadonlyArray<Line & Pick<OrderLineDetails, 'tickets'>>): string {
  const units = new Set(lines.filter((line) => line.tickets.length > 0).map(ticketUnit));
  if (units.size > 1) return `Présentez le QR code de chaque billet ${WHEN}`;
  return `Présentez un QR code par ${units.has('box') ? 'box' : 'personne'} ${WHEN}`;
}
