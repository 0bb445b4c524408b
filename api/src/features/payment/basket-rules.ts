import { LineRuleError, type LineKind, type ShapedLine } from './shaped-line';

/**
 * Rules of the basket as a whole, once each line is shaped: groups (one booking per group, its
 * equipment never beyond its participants), accessories only with what offers them, one club
 * membership, a table order alone, and the bounds that keep holds and documents small. Pure.
 */

export interface Buyer {
  /** Company / works-council account (user type 2). */
  isCompany: boolean;
  /** Holds a running 360 Family Club membership. */
  clubMember: boolean;
}

export interface BasketContext {
  now: Date;
  summarize: 'snaking' | 'summarize';
  buyer: Buyer;
}

/** Lines of one basket. */
export const MAX_LINES = 50;
/** Tickets of one basket (people admitted, items sold): bounds the order, its e-mail and invoice. */
export const MAX_QUANTITY = 300;
/** Slots one basket may hold at once, and the places held on them in all (per account: a new basket cancels the last). */
export const MAX_HELD_SLOTS = 8;
export const MAX_HELD_PLACES = 150;

/** Spec §5: a slot is hidden when another group of the basket books its room at its start. */
export const ROOM_TAKEN_IN_BASKET =
  'ce créneau est déjà réservé par une autre réservation de votre panier (même salle, même horaire) : choisissez un autre créneau.';

const EMPTY = "Votre panier est vide. Veuillez sélectionner une activité ainsi qu'un créneau.";

export function basketRefusal(count: number): { message: string; code: string } | null {
  if (count === 0) return { message: EMPTY, code: 'EMPTY_BASKET' };
  if (count > MAX_LINES)
    return { message: `Votre panier compte trop de lignes (${MAX_LINES} au plus).`, code: 'TOO_MANY_LINES' };
  return null;
}

const BOOKING: LineKind[] = ['activity', 'pack'];
const MAIN: LineKind[] = ['activity', 'pack', 'subscription', 'company', 'family-club'];

function refuse(line: ShapedLine | null, message: string, code: string): never {
  throw new LineRuleError(line ? `Ligne ${line.index + 1} : ${message}` : message, code, line?.index ?? null);
}

export function checkGroups(lines: ShapedLine[], ctx: BasketContext): void {
  const groups = new Map<string, ShapedLine[]>();
  for (const line of lines) groups.set(line.pid, [...(groups.get(line.pid) ?? []), line]);

  for (const group of groups.values()) {
    const bookings = group.filter((l) => BOOKING.includes(l.kind));
    if (bookings.length > 1)
      refuse(bookings[1]!, 'une réservation par groupe de lignes (chaque participant a sa place).', 'GROUP_BOOKINGS');
    for (const line of group.filter((l) => l.kind === 'equipment' || l.kind === 'wristband')) {
      const booking = bookings.find((b) => b.id === line.id);
      if (!booking)
        refuse(line, "l'équipement et le bracelet accompagnent la réservation de leur activité.", 'EQUIPMENT_ALONE');
      if (line.counter > booking.counter)
        refuse(line, `${booking.counter} au plus (un par participant).`, 'EQUIPMENT_BEYOND_PARTICIPANTS');
    }
  }
  // One slot per room and start (planning_slots_room_start_uq): every slot a booking takes (its own, a pack's
  // others, a birthday's linked ones) is taken for every other group, as the site hides it (mf-booking slot-rules
  // isRoomTakenInBasket, which reads the same slots from a line). One booking per group (above), so any slot
  // met twice is met in two groups.
  const booked = new Set<number>();
  for (const line of lines.filter((l) => BOOKING.includes(l.kind))) {
    if (line.slotIds.some((id) => booked.has(id))) refuse(line, ROOM_TAKEN_IN_BASKET, 'ROOM_TAKEN_IN_BASKET');
    for (const id of line.slotIds) booked.add(id);
  }
  for (const line of lines.filter((l) => l.kind === 'accessory')) {
    if (!lines.some((m) => MAIN.includes(m.kind) && m.fid === line.fid))
      refuse(line, "cet article ne se vend qu'avec une réservation qui le propose.", 'ACCESSORY_ALONE');
  }
  const clubs = lines.filter((l) => l.kind === 'family-club');
  if (clubs.length > 1) refuse(clubs[1]!, 'une seule adhésion au 360 Family Club.', 'ALREADY_MEMBER');

  const bar = lines.filter((l) => l.kind === 'bar');
  if (bar.length > 0 || ctx.summarize === 'snaking') {
    const other = lines.find((l) => l.kind !== 'bar');
    if (other) refuse(other, 'une commande à table ne contient que des produits du bar.', 'MIXED_TABLE_ORDER');
    if (ctx.summarize !== 'snaking') refuse(null, 'Une commande à table se paie depuis la table.', 'TABLE_ORDER_FLOW');
    const first = bar[0]!;
    const elsewhere = bar.find((l) => l.details.ZONE !== first.details.ZONE || l.details.TABLE !== first.details.TABLE);
    if (elsewhere) refuse(elsewhere, 'une commande est servie à une seule table.', 'MIXED_TABLE_ORDER');
  }

  const quantity = lines.reduce((n, l) => n + l.counter, 0);
  if (quantity > MAX_QUANTITY)
    refuse(null, `Votre panier compte trop de billets (${MAX_QUANTITY} au plus par commande).`, 'TOO_MANY_TICKETS');
  const held = new Map<number, number>();
  for (const line of lines) for (const id of line.slotIds) held.set(id, (held.get(id) ?? 0) + line.places);
  if (held.size > MAX_HELD_SLOTS)
    refuse(
      null,
      `Votre panier réserve trop de créneaux à la fois (${MAX_HELD_SLOTS} au plus par commande).`,
      'TOO_MANY_SLOTS',
    );
  const places = [...held.values()].reduce((a, b) => a + b, 0);
  if (places > MAX_HELD_PLACES)
    refuse(
      null,
      `Votre panier réserve trop de places à la fois (${MAX_HELD_PLACES} au plus par commande).`,
      'TOO_MANY_PLACES',
    );
}
