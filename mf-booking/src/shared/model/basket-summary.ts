import {
  applyMemberPrices,
  applyPromoCodes,
  counterLabel,
  isClubFlagged,
  type BasketLine,
  type BasketState,
  type CurrentUser,
} from 'shared-events';
import { shownLines } from 'shared-events/dates';
import { linesTotal } from './basket-lines';
import { toParis } from './time';

/** One line just put in the basket, as the basket summary dialog (spec §2) lists it. */
export interface SummaryLine {
  nid: string;
  /** The formula, ticket or extra ('1 HEURE DE SAUT', 'Location équipement'). */
  name: string;
  /** The activity or the formula it goes with, the subscription's period ('TRAMPOLINES'). */
  detail: string | null;
  /** The booked slot, Europe/Paris, 'DD/MM/YYYY HH:mm'; one per step of a pack ('KARTING : …'); none if undated. */
  when: string[];
  /** What the counter counts, as the basket writes it ('Participants : 3', 'Quantité : 2', 'Box : 2'). */
  counter: string;
  /** Unit price × counter, as the basket will show it (member price, promo codes already entered). */
  total: number;
}

export interface BasketSummary {
  lines: SummaryLine[];
  /** Sum of the lines just added. */
  addedTotal: number;
  /** The lines the basket page /panier shows (`shownLines`: no past line, no table's order) and their total. */
  basketCount: number;
  basketTotal: number;
}

function whenOf(line: BasketLine): string[] {
  const at = (select: string) => toParis(select).format('DD/MM/YYYY HH:mm');
  if (line.dates?.length) return line.dates.map((date) => `${date.name} : ${at(date.select)}`);
  return line.idPlanning != null && line.select ? [at(line.select)] : [];
}

/**
 * What the basket summary says after 'Ajouter au panier': the lines just added (`added`, already in
 * `basket`) priced as the basket page prices them — the 360 Family Club's member prices, then the promo
 * codes entered — and the count and total of the lines /panier will show (`shownLines` at `now`). Pure.
 */
export function basketSummary(input: {
  added: readonly BasketLine[];
  basket: Pick<BasketState, 'lines' | 'promoCodes'>;
  user: Pick<CurrentUser, 'clubMember'> | null;
  now: Date;
}): BasketSummary {
  const shown = shownLines(input.basket.lines, null, input.now);
  const priced = applyPromoCodes(applyMemberPrices(shown, isClubFlagged(input.user, shown)), input.basket.promoCodes);
  const byNid = new Map(priced.map((line) => [line.nid, line]));
  const added = input.added.map((line) => byNid.get(line.nid) ?? line);
  return {
    lines: added.map((line) => ({
      nid: line.nid,
      name: line.description,
      detail: line.subDescription || null,
      when: whenOf(line),
      counter: `${counterLabel(line, added)} : ${line.counter}`,
      total: linesTotal([line]),
    })),
    addedTotal: linesTotal(added),
    basketCount: priced.length,
    basketTotal: linesTotal(priced),
  };
}
