import type { OrderLineDetails } from '../orders/details';

/** What the confirmation e-mail says of a line beside its price: a title that names the activity once. Pure. */

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
