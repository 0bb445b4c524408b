import moment from 'moment-timezone';
import type { OrderLineDetails } from './details';

/**
 * What an order line says besides its title, the same in the e-mail, on the invoice and the account:
 * every slot of a duo pack or birthday ('qrcodeDatesPack'), the birthday child, the team. Pure.
 */

const at = (iso: string) => moment(iso).tz('Europe/Paris').format('DD/MM/YYYY [à] HH:mm');

/** 'KARTING : 05/12/2026 à 14:00' for each slot, in time order; empty for a line of one slot. */
export function lineSlots(line: Pick<OrderLineDetails, 'details'>): string[] {
  const slots = line.details?.slots ?? [];
  return slots.length > 1 ? slots.map((s) => `${s.activity ? `${s.activity} : ` : ''}${at(s.startsAt)}`) : [];
}

const day = (d: Date) => moment(d).tz('Europe/Paris').format('DD/MM/YYYY');

/**
 * The period of a subscription or club membership, 'Du 07/01/2027 au 07/04/2027' (its first day, its end: the
 * same day n months later, spec §4), or null for any other line. Said where a booking says its day and time.
 */
export function linePeriod(line: Pick<OrderLineDetails, 'period'>): string | null {
  return line.period ? `Du ${day(line.period.start)} au ${day(line.period.end)}` : null;
}

/** A child's age as said: '1 an', '7 ans'; null when the form has none (missing, 0, not a whole number). */
export function ageWords(age: unknown): string | null {
  const years = typeof age === 'string' && /^\s*\d+\s*$/.test(age) ? Number(age) : age;
  if (typeof years !== 'number' || !Number.isInteger(years) || years < 1) return null;
  return `${years} an${years > 1 ? 's' : ''}`;
}

/** The birthday and team lines of an order line. */
export function lineForms(line: Pick<OrderLineDetails, 'details'>): string[] {
  const out: string[] = [];
  const birthday = line.details?.anniversaires;
  if (birthday) {
    const age = ageWords(birthday.age);
    out.push(`Anniversaire de ${birthday.nom}${age ? ` (${age})` : ''}, gâteau : ${birthday.gateaux.name}`);
  }
  const players = line.details?.players;
  if (players) out.push(`Équipe ${players.TeamName} : ${players.players.join(', ')}`);
  return out;
}

/**
 * What a line's counter counts, kept on the line at settlement from the catalogue's activity (sales/plan.ts,
 * `details.unit`): 'boxes' for karaoke, 'participants' for another booking; a line on a slot from before the unit
 * was kept counts participants; null for the others (equipment, accessories, drinks...). Its tickets are one per
 * unit of that counter.
 */
export function lineUnit(line: Pick<OrderLineDetails, 'slotId' | 'details'>): 'participants' | 'boxes' | null {
  return line.details?.unit ?? (line.slotId !== null ? 'participants' : null);
}

/**
 * How many of what a line is: '2 participants (+ 1 spectateur)' for a booking, '1 box' for karaoke, the
 * quantity alone for equipment, wristbands, accessories and drinks. Orders made before the unit was kept:
 * a line on a slot counts participants.
 */
export function lineQuantity(line: Pick<OrderLineDetails, 'qty' | 'spectators' | 'slotId' | 'details'>): string {
  const unit = lineUnit(line);
  const spectators = line.spectators ? ` (+ ${line.spectators} spectateur${line.spectators > 1 ? 's' : ''})` : '';
  if (unit === 'boxes') return `${line.qty} box${spectators}`;
  if (unit === 'participants') return `${line.qty} participant${line.qty > 1 ? 's' : ''}${spectators}`;
  return String(line.qty);
}
