import type { PricedLine } from '../../db/schema/payment';

/**
 * One QR code per person admitted (the e-mail says 'Présentez un QR code par personne'): the people
 * are the booking line's participants (activity, pack, birthday); the group's (`pid`) equipment and
 * wristband lines give one item to each of the first n people (n = their counter, never more than the
 * participants, decision 0009), its accessories are listed on the first person's ticket. Those lines
 * then have no ticket of their own. Lines outside a booked group (company tickets, drinks, the club,
 * subscriptions) keep one ticket per unit. Pure.
 */

const BOOKING_KINDS = new Set(['activity', 'pack']);
const PER_PERSON_KINDS = new Set(['equipment', 'wristband']);

export interface TicketHolder {
  /** Index (in the lines) of the booking line whose people get this line's items. */
  bookingIndex: number;
  /** [person index, item text] pairs. */
  items: Array<[number, string]>;
}

type Line = Pick<PricedLine, 'counter' | 'kind' | 'client' | 'description' | 'tariffName' | 'articleName'>;

const itemName = (line: Line) => (line.description || line.tariffName || line.articleName).trim();

/** For each line whose items go on a booking's people: where; null for the others (booking lines included). */
export function ticketHolders(lines: readonly Line[]): Array<TicketHolder | null> {
  const bookingOf = new Map<string, number>();
  lines.forEach((line, index) => {
    const pid = line.client.pid;
    if (typeof pid === 'string' && line.kind && BOOKING_KINDS.has(line.kind) && !bookingOf.has(pid))
      bookingOf.set(pid, index);
  });
  return lines.map((line) => {
    const pid = line.client.pid;
    if (typeof pid !== 'string' || !line.kind) return null;
    const bookingIndex = bookingOf.get(pid);
    if (bookingIndex === undefined || BOOKING_KINDS.has(line.kind)) return null;
    const people = lines[bookingIndex]!.counter;
    const name = itemName(line);
    if (PER_PERSON_KINDS.has(line.kind)) {
      const count = Math.min(line.counter, people);
      return { bookingIndex, items: Array.from({ length: count }, (_, person): [number, string] => [person, name]) };
    }
    if (line.kind === 'accessory') {
      return { bookingIndex, items: [[0, line.counter > 1 ? `${line.counter} × ${name}` : name]] };
    }
    return null;
  });
}
