/**
 * The stored basket as a page acts on it (spec §4: the snacking basket is filtered to the current zone and table;
 * outside snacking, snacking lines are removed). The basket page outside snacking acts on every line but the
 * snacking ones, which it removes. A table's page shows, edits and pays that table's lines alone: the basket's other
 * lines (other tables', activity bookings) stay in the store as they are, but past lines, dropped wherever they are.
 * Pure functions: the clock and the user are parameters.
 */
import { applyMemberPrices, emptyBasket, filterForPlace, isClubFlagged, type SnackingPlace } from 'shared-events';
import { dropPastLines, shownLines } from 'shared-events/dates';
import type { BasketLine, BasketState, CurrentUser, PromoCode } from '../../../shared/platform/types';
import { deleteLine } from './basket-rules';
import { applyPromoCode, applyPromoCodes, promoArticles } from './promo';

type Member = Pick<CurrentUser, 'clubMember'> | null;

const sameLines = (a: readonly BasketLine[], b: readonly BasketLine[]) =>
  a.length === b.length && a.every((l, i) => l === b[i]);

/** Member prices of reserved offers (360 Family Club, as the server charges them), then the promo codes. */
function priceLines(lines: BasketLine[], promoCodes: PromoCode[], user: Member): BasketLine[] {
  return applyPromoCodes(applyMemberPrices(lines, isClubFlagged(user, lines)), promoCodes);
}

/** The lines a page shows (`shownLines`: past lines dropped, snacking filtering), priced: member prices, promo codes. */
export function normaliseBasket(
  state: BasketState,
  place: SnackingPlace | null,
  now: Date,
  user: Member = null,
): BasketLine[] {
  return priceLines(shownLines(state.lines, place, now), state.promoCodes, user);
}

/**
 * The stored lines once `update` changed those the page shows (matched by nid; a line it leaves out is removed),
 * every other stored line kept as it is, in its place. The same array when nothing changed.
 */
export function updateShownLines(
  lines: BasketLine[],
  place: SnackingPlace | null,
  update: (shown: BasketLine[]) => BasketLine[],
): BasketLine[] {
  const shown = new Set(filterForPlace(lines, place));
  if (shown.size === 0) return lines;
  const next = new Map(update([...shown]).map((l) => [l.nid, l]));
  const result = lines.flatMap((l) => {
    if (!shown.has(l)) return [l];
    const updated = next.get(l.nid);
    return updated ? [updated] : [];
  });
  return sameLines(result, lines) ? lines : result;
}

/**
 * The stored lines once a page normalised its basket. Outside snacking: the page's lines alone (past and snacking
 * lines removed). At a table: past lines dropped, that table's lines priced, every other line kept as stored.
 */
export function normaliseStoredLines(
  state: BasketState,
  place: SnackingPlace | null,
  now: Date,
  user: Member = null,
): BasketLine[] {
  if (!place) return normaliseBasket(state, null, now, user);
  const live = dropPastLines(state.lines, now);
  return updateShownLines(live, place, (shown) => priceLines(shown, state.promoCodes, user));
}

/** Deleting a shown line (with its group among the shown lines); the other stored lines stay. */
export function deleteShownLine(lines: BasketLine[], place: SnackingPlace | null, nid: string): BasketLine[] {
  return updateShownLines(lines, place, (shown) => deleteLine(shown, nid));
}

/** A code entered on a page applies to the lines it shows; the basket's other lines are priced by their own page. */
export function applyPromoToShown(lines: BasketLine[], place: SnackingPlace | null, code: PromoCode): BasketLine[] {
  return updateShownLines(lines, place, (shown) => applyPromoCode(shown, code));
}

/** True when the code applies to one of the lines (its articles hold the line's). */
function appliesTo(code: PromoCode, lines: readonly BasketLine[]): boolean {
  const articles = promoArticles(code);
  return lines.some((l) => articles.includes(String(l.id)));
}

/** The codes that apply to some of these lines: a table's payment carries those of its lines alone. */
export function promoCodesFor(lines: readonly BasketLine[], codes: PromoCode[]): PromoCode[] {
  return codes.filter((code) => appliesTo(code, lines));
}

/**
 * The basket once an order is paid: the paid lines go (by nid), and the codes that applied to them and to no line
 * left; the other lines stay, with their codes. Nothing left: the empty basket (codes and flag too), as when the whole
 * basket was paid. The same state when no paid line is in it.
 */
export function withoutPaidLines(state: BasketState, paid: readonly BasketLine[]): BasketState {
  const nids = new Set(paid.map((l) => l.nid));
  const lines = state.lines.filter((l) => !nids.has(l.nid));
  if (lines.length === 0) return emptyBasket;
  if (lines.length === state.lines.length) return state;
  const promoCodes = state.promoCodes.filter((code) => appliesTo(code, lines) || !appliesTo(code, paid));
  return { ...state, lines, promoCodes };
}
