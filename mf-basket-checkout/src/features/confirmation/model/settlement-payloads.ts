/**
 * What the payment return sends (spec §7 plus `reference`): the sale, one booking per slot, the
 * confirmation e-mail. The server settles from the paid transaction; these carry the details.
 */
import moment from 'moment-timezone';
import type { BasketLine, CurrentUser } from '../../../shared/platform/types';
import { basketTotals } from '../../basket';

/** The card payment method id used in sales (the park's value is not shown by the spec). */
export const CARD_PAYMENT_METHOD_ID = 1;
export const CARD_PAYMENT_LABEL = 'Carte bancaire';

export interface Buyer {
  idClient: number | null;
  email: string;
  fullName: string;
  mobilePhone: string | null;
}

export function buyerOf(user: CurrentUser | null, ticketsEmail: string | null, clientId: number | null): Buyer {
  const fullName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return {
    idClient: user?.id ?? clientId ?? null,
    email: user?.email || ticketsEmail || '',
    fullName: fullName || ticketsEmail || '',
    mobilePhone: user?.mobilePhone ?? null,
  };
}

export function salesPayload(reference: string, lines: BasketLine[], buyer: Buyer) {
  return {
    reference,
    ...(buyer.idClient !== null ? { idClient: buyer.idClient } : {}),
    articles: lines.map((l) => ({
      id: l.id,
      idTariff: l.idTariff ?? l.idTarif ?? null,
      price: l.price,
      internetValidity: l.internetValidity ?? null,
      internet: true,
      accessStart: l.accessStart ?? null,
      accessEnd: l.accessEnd ?? null,
      name: l.description,
      qty: l.counter,
      date: l.select ?? null,
    })),
    payments: [{ value: basketTotals(lines).total, id: CARD_PAYMENT_METHOD_ID }],
    qrcodeDatesPack: lines.flatMap((l) => l.qrcodeDatesPack ?? []),
  };
}

/** The slots a line books: its idPlanning and its pack's slots. */
function slotsOf(line: BasketLine): number[] {
  const ids = [line.idPlanning, ...(line.idPlanningPack ?? [])].filter(
    (id): id is number => typeof id === 'number' && id > 0,
  );
  return [...new Set(ids)];
}

/** One booking per slot; lines of one group count their participants once, groups add up. */
export function bookingPayloads(reference: string, lines: BasketLine[], buyer: Buyer) {
  const slots = new Map<number, { groups: Map<string, number>; notes: string[] }>();
  for (const line of lines) {
    for (const idPlanning of slotsOf(line)) {
      const slot = slots.get(idPlanning) ?? { groups: new Map<string, number>(), notes: [] };
      slots.set(idPlanning, slot);
      const group = line.pid ? `p${line.pid}` : `n${line.nid}`;
      slot.groups.set(group, Math.max(slot.groups.get(group) ?? 0, line.counter));
      if (!slot.notes.includes(line.description)) slot.notes.push(line.description);
    }
  }
  return [...slots.entries()].map(([idPlanning, slot]) => ({
    idPlanning,
    body: {
      reference,
      alertEmail: true,
      alertSMS: false,
      confirmationEmail: true,
      confirmationSMS: false,
      email: buyer.email || null,
      force: false,
      fullName: buyer.fullName || null,
      ...(buyer.idClient !== null ? { idClient: buyer.idClient } : {}),
      idPlanning,
      mobilePhone: buyer.mobilePhone,
      notes: slot.notes.join(', '),
      qty: [...slot.groups.values()].reduce((a, b) => a + b, 0),
      isPaid: true,
    },
  }));
}

export function mailPayload(input: {
  reference: string;
  lines: BasketLine[];
  buyer: Buyer;
  snacking: boolean;
  now: Date;
  qrcodes: string[];
  idTicket: number | null;
}) {
  const { reference, lines, buyer, snacking, now, qrcodes, idTicket } = input;
  return {
    reference,
    type: snacking ? 'snaking' : 'summarize',
    clientName: buyer.fullName,
    subject: snacking ? 'Confirmation de votre commande' : 'Confirmation de votre réservation',
    email: buyer.email,
    commandNumber: idTicket ?? reference,
    date: moment.tz(now, 'Europe/Paris').format('DD/MM/YYYY HH:mm'),
    price: basketTotals(lines).total,
    paymentMethod: CARD_PAYMENT_LABEL,
    mailerDetailTransaction: lines.map((l) => ({
      name: l.description,
      qty: l.counter,
      price: l.price,
      day: l.day,
      houre: l.houre,
    })),
    qrcodes,
  };
}

/** Barcodes of a salesV2 answer ({ sales: [{ barcodeList }] }) or a sales answer ({ activatedBarCodes }). */
export function barcodesOf(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return [];
  const a = answer as { sales?: Array<{ barcodeList?: unknown }>; activatedBarCodes?: unknown };
  const codes: string[] = [];
  if (Array.isArray(a.activatedBarCodes))
    codes.push(...a.activatedBarCodes.filter((c): c is string => typeof c === 'string'));
  if (Array.isArray(a.sales)) {
    for (const sale of a.sales) {
      if (Array.isArray(sale?.barcodeList))
        codes.push(...sale.barcodeList.filter((c): c is string => typeof c === 'string'));
    }
  }
  return codes;
}
