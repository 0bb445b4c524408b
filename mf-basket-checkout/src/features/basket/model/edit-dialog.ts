/**
 * What the basket edit dialog (spec §2, opened by a line's pencil) offers: the page that edits the line's group, named
 * by what it changes, and what else that page lets the visitor change. The dialog changes nothing itself: counts,
 * bounds and free places are the booking pages' and the server's (which prices every line again at payment start).
 */
import { counterLabel } from 'shared-events';
import type { BasketLine } from '../../../shared/platform/types';
import { groupOf } from './basket-rules';
import type { EditPage } from './edit-path';

/** The group a pencil was pressed on: its main line's id, the page that edits it and that page's address. */
export interface EditTarget {
  /** nid of the group's main line (the one the dialog describes). */
  mainNid: string;
  page: EditPage;
  path: string;
}

export const EDIT_DIALOG_TITLE = 'MODIFIER MA RÉSERVATION';

const ACTIONS: Record<EditPage, string> = {
  calendar: 'Modifier la date ou le créneau',
  pack: 'Modifier les dates ou les créneaux',
  events: 'Modifier la date ou le créneau',
  subscription: 'Modifier mon abonnement',
  company: 'Modifier mes billets',
};

/** The dialog's main button: what the edit page changes first. */
export const editActionLabel = (page: EditPage) => ACTIONS[page];

/** The lines of the main line's group (the main line first), as the basket holds them. */
export function groupLines(main: BasketLine, lines: readonly BasketLine[]): BasketLine[] {
  const pid = groupOf(main);
  const others = pid === null ? [] : lines.filter((line) => line !== main && groupOf(line) === pid);
  return [main, ...others];
}

const hasExtra = (group: readonly BasketLine[], ...kinds: Array<BasketLine['extra']>) =>
  group.some((line) => kinds.includes(line.extra));

/**
 * What else the edit page lets the visitor change, in the order they meet it: the number of participants (or boxes)
 * on the slot's page, then the equipment and accessories the recap asks again before the group is replaced (those the
 * group holds, or its formula offers).
 */
export function editHints(page: EditPage, main: BasketLine, lines: readonly BasketLine[]): string[] {
  const group = groupLines(main, lines);
  if (page === 'subscription') return ['La date de début, la quantité et les options se changent sur la même page.'];
  if (page === 'company') return ['Le nombre de billets de chaque type se change sur la même page.'];
  if (page === 'events') return ['Le nombre de participants et les boissons se changent sur la même page.'];
  const hints: string[] = [];
  const unit = counterLabel(main, lines);
  if (unit === 'Box') hints.push('Le nombre de box se change sur la même page.');
  else if (unit === 'Participants') hints.push('Le nombre de participants se change sur la même page.');
  const equipment = hasExtra(group, 'equipment', 'bracelet') || main.offersBracelet === true;
  const accessories = hasExtra(group, 'accessory') || main.offersAccessories === true;
  if (equipment && accessories) {
    hints.push("L'équipement et les accessoires vous seront proposés de nouveau avant de valider vos modifications.");
  } else if (equipment) {
    hints.push("L'équipement vous sera proposé de nouveau avant de valider vos modifications.");
  } else if (accessories) {
    hints.push('Les accessoires vous seront proposés de nouveau avant de valider vos modifications.');
  }
  return hints;
}
