import { API_LIMITS, type BasketLine } from 'shared-events';
import type { Formula, Tariff } from '../../../shared/model/types';

/** Per ticket type, 0 to 50 (spec §9: counter input up to 50; the maximum is the API's COUNTER_MAX). */
export const COMPANY_COUNTER = { min: 0, max: API_LIMITS.basket.counterMax } as const;
export const NO_TICKET_CHOSEN = 'Veuillez choisir au moins un billet.';

export interface CompanyTicket {
  formula: Pick<Formula, 'fid' | 'name' | 'article'>;
  tariff: Tariff;
  count: number;
}

export class CompanyLineError extends Error {}

/** True for a company (CSE) account: sign-in type 'company' or user type 2. */
export function isCompanyAccount(session: {
  signInType: string | null;
  currentUser: { type: number } | null;
}): boolean {
  return session.signInType === 'company' || session.currentUser?.type === 2;
}

/**
 * Company ticket order: one line of type 1 per ticket type with a count above 0, undated (no slot),
 * all under one pid.
 */
export function buildCompanyLines(input: {
  aid: number;
  oid: number;
  color: string;
  tickets: readonly CompanyTicket[];
  pid: string;
  newId: () => string;
}): BasketLine[] {
  const lines: BasketLine[] = [];
  for (const ticket of input.tickets) {
    const { count } = ticket;
    if (!Number.isInteger(count) || count < COMPANY_COUNTER.min || count > COMPANY_COUNTER.max) {
      throw new CompanyLineError(`Quantité invalide : ${ticket.formula.name}`);
    }
    if (count === 0) continue;
    if (ticket.formula.article == null) throw new CompanyLineError(`${ticket.formula.name} n'est pas en vente.`);
    lines.push({
      nid: input.newId(),
      pid: input.pid,
      aid: input.aid,
      oid: input.oid,
      fid: ticket.formula.fid,
      id: ticket.formula.article,
      idTariff: ticket.tariff.id,
      idTarif: ticket.tariff.id,
      price: ticket.tariff.price,
      counter: count,
      type: 1,
      description: ticket.formula.name,
      select: null,
      day: null,
      houre: null,
      end: null,
      idPlanning: null,
      idRoom: null,
      color: input.color,
      spectateurs: 0,
      complet: false,
    });
  }
  if (lines.length === 0) throw new CompanyLineError(NO_TICKET_CHOSEN);
  return lines;
}
