import crypto from 'node:crypto';
import type { PricedLine } from '../../db/schema/payment';
import { holdQuantities } from '../payment/pricing';
import { bookingNotes } from './booking-notes';
import type { OrderLineExtra } from '../../db/schema/sales';
import { ticketHolders } from './tickets-per-person';
import { subscriptionPeriod, subscriptionTerms, type SubscriptionTerms } from '../subscriptions/terms';

/**
 * What settling a paid transaction creates, computed without the database (pure): the order lines,
 * one ticket (barcode) per person per line, the places to take per slot and the subscriptions.
 */

export interface SlotInfo {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** The slot's activity name (shown with each slot of a pack or birthday). */
  activity?: string;
}

export interface ArticleInfo {
  id: number;
  name: string;
  category: string;
}

export interface SettlementInput {
  lines: PricedLine[];
  amountCents: number;
  slots: Map<number, SlotInfo>;
  articles: Map<number, ArticleInfo>;
  /** Formula codes per article id (from the formulas selling it). */
  formulaCodes: Map<number, string[]>;
  now: Date;
  /** End of the client's current family club membership, if any (a new one renews it). */
  familyClubUntil?: Date | null;
}

export interface PlannedTicket {
  slotId: number | null;
  validFrom: Date;
  validUntil: Date;
  /** The equipment, wristband and accessories of the group this person gets (printed on the ticket). */
  items: string[];
}

export interface PlannedLine {
  position: number;
  articleId: number;
  tariffId: number;
  label: string;
  description: string;
  qty: number;
  unitPriceCents: number;
  originalUnitPriceCents: number;
  promoCode: string | null;
  slotId: number | null;
  startsAt: Date | null;
  spectators: number;
  tickets: PlannedTicket[];
  subscription: (SubscriptionTerms & { start: Date; end: Date }) | null;
  /** The forms and every slot of the line (kept on the order line). */
  details: OrderLineExtra;
}

export interface SettlementPlan {
  totalCents: number;
  lines: PlannedLine[];
  /** Places to take per slot, in slot id order (a stable order avoids lock-order deadlocks). */
  places: Array<{ slotId: number; qty: number; notes: string | null }>;
}

export class SettlementError extends Error {}

/** Tickets of a slot line are valid from 30 minutes before the first slot to the end of the last. */
export const EARLY_ARRIVAL_MINUTES = 30;
/** Undated tickets (company tickets, drinks...) are valid one year from the purchase. */
export const UNDATED_VALIDITY_DAYS = 365;

function nonNegativeInt(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

export function planSettlement(input: SettlementInput): SettlementPlan {
  const sum = input.lines.reduce((s, l) => s + l.finalUnitCents * l.counter, 0);
  if (sum !== input.amountCents) {
    throw new SettlementError(`lines add up to ${sum} cents, the transaction says ${input.amountCents}`);
  }
  let clubUntil = input.familyClubUntil ?? null;
  const lines = input.lines.map((line, index): PlannedLine => {
    const article = input.articles.get(line.id);
    if (!article) throw new SettlementError(`article ${line.id} not found`);
    const slots = line.slotIds.map((id) => {
      const slot = input.slots.get(id);
      if (!slot) throw new SettlementError(`slot ${id} not found`);
      return slot;
    });
    const first = slots.length ? slots.reduce((a, b) => (a.startsAt <= b.startsAt ? a : b)) : null;
    const last = slots.length ? slots.reduce((a, b) => (a.endsAt >= b.endsAt ? a : b)) : null;
    const terms = subscriptionTerms({
      articleName: article.name,
      articleCategory: article.category,
      tariffName: line.tariffName,
      formulaCodes: input.formulaCodes.get(article.id) ?? [],
      client: line.client,
    });
    const subscription = terms ? { ...terms, ...subscriptionPeriod(terms, line.client, input.now, clubUntil) } : null;
    if (subscription?.kind === 'family-club') clubUntil = subscription.end;
    let validFrom: Date;
    let validUntil: Date;
    if (subscription) {
      validFrom = subscription.start;
      validUntil = subscription.end;
    } else if (first && last) {
      validFrom = new Date(first.startsAt.getTime() - EARLY_ARRIVAL_MINUTES * 60_000);
      validUntil = last.endsAt;
    } else {
      validFrom = input.now;
      validUntil = new Date(input.now.getTime() + UNDATED_VALIDITY_DAYS * 86_400_000);
    }
    const slotId = line.idPlanning ?? first?.id ?? null;
    const tickets = Array.from({ length: line.counter }, () => ({
      slotId,
      validFrom,
      validUntil,
      items: [] as string[],
    }));
    const details: OrderLineExtra = {};
    if (line.client.anniversaires) details.anniversaires = line.client.anniversaires as OrderLineExtra['anniversaires'];
    if (line.client.players) details.players = line.client.players as OrderLineExtra['players'];
    if (line.client.unit === 'participants' || line.client.unit === 'boxes') details.unit = line.client.unit;
    if (slots.length > 1) {
      details.slots = [...slots]
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((s) => ({ slotId: s.id, activity: s.activity ?? '', startsAt: s.startsAt.toISOString() }));
    }
    return {
      position: index + 1,
      articleId: article.id,
      tariffId: line.idTariff,
      label: article.name,
      // The catalogue's text (formula, equipment, accessory), never the browser's.
      description: line.description ?? (line.tariffName && line.tariffName !== article.name ? line.tariffName : ''),
      qty: line.counter,
      unitPriceCents: line.finalUnitCents,
      originalUnitPriceCents: line.unitCents,
      promoCode: line.promoCode,
      slotId,
      startsAt: slotId !== null ? (input.slots.get(slotId)?.startsAt ?? first?.startsAt ?? null) : null,
      spectators: nonNegativeInt(line.client.spectateurs),
      tickets,
      subscription,
      details,
    };
  });
  // One QR code per person admitted: a group's equipment, wristbands and accessories go on its people's tickets.
  const holders = ticketHolders(input.lines);
  lines.forEach((line, index) => {
    const holder = holders[index];
    if (!holder) return;
    const people = lines[holder.bookingIndex]!.tickets;
    for (const [person, item] of holder.items) people[person]!.items.push(item);
    line.tickets = [];
  });
  const quantities = holdQuantities(
    input.lines.map((l) => ({ counter: l.counter, slotIds: l.slotIds, places: l.places, pid: l.client.pid })),
  );
  const notes = bookingNotes(input.lines);
  const places = [...quantities.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([slotId, qty]) => ({ slotId, qty, notes: notes.get(slotId) ?? null }));
  return { totalCents: sum, lines, places };
}

/** Ticket codes: 12 characters of Crockford's base-32 alphabet (no I, L, O, U), 60 random bits. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newTicketCode(): string {
  const bytes = crypto.randomBytes(12);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/** VAT included in a price at 20 %: total - round(total / 1.2). */
export function vatIncludedCents(totalCents: number): number {
  return totalCents - Math.round(totalCents / 1.2);
}
