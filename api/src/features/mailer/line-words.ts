import type { OrderLineDetails } from '../orders/details';
import { lineQuantity } from '../orders/line-extra';
import type { LineKind } from '../payment/shaped-line';

/**
 * What the confirmation e-mail says of a line beside its price: a title that names the activity once, and a
 * quantity that says what it counts. Pure.
 */

/** Letter case, accents and spacing aside: 'Karaoké' and 'KARAOKE ' are one name. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleUpperCase('fr')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * 'KARTING — BOWLING 1 PARTIE' when the label does not start with the slot's activity, the label alone when it
 * does ('KARTING ADULTE - SESSION 10 MIN', not 'KARTING — KARTING ADULTE - SESSION 10 MIN'); a whole word only:
 * 'KART' is said again before 'KARTING 10 MIN'.
 */
export function lineTitle(line: Pick<OrderLineDetails, 'activity' | 'label'>): string {
  const activity = fold(line.activity ?? '');
  if (!activity) return line.label;
  const label = fold(line.label);
  const saidFirst = label.startsWith(activity) && !/[A-Z0-9]/.test(label.charAt(activity.length));
  return saidFirst ? line.label : `${line.activity!.trim()} — ${line.label}`;
}

/** What one unit of a line is, by the kind the catalogue gave it (payment/line-rules.ts), singular and plural. */
const COUNTED: Partial<Record<LineKind, readonly [string, string]>> = {
  // One subscription per person, one ticket each (line-rules: no places, no participants).
  subscription: ['abonnement', 'abonnements'],
  'family-club': ['adhésion', 'adhésions'],
  company: ['billet', 'billets'],
  equipment: ['équipement', 'équipements'],
  wristband: ['bracelet', 'bracelets'],
  accessory: ['article', 'articles'],
  bar: ['article', 'articles'],
};

/**
 * '2 participants (+ 1 spectateur)', '1 box' for a booking (its kept unit); '1 abonnement', '2 billets',
 * '3 équipements'... for the other kinds; the quantity alone only for a line whose kind is not known.
 */
export function lineQuantityWords(
  line: Pick<OrderLineDetails, 'qty' | 'spectators' | 'slotId' | 'details'>,
  kind?: string,
): string {
  const words = kind && !line.details?.unit ? COUNTED[kind as LineKind] : undefined;
  return words ? `${line.qty} ${words[line.qty > 1 ? 1 : 0]}` : lineQuantity(line);
}
