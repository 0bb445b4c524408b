/**
 * Where the basket is looked at (spec §4): "Snacking basket is filtered to the current zone and table; outside
 * snacking, snacking lines are removed." No clock and no moment here: the site's header reads this on every page.
 * The past lines are dropped by `shownLines` (./shown-lines).
 */
import { matchPath } from 'react-router-dom';
import type { BasketLine } from '../types';

type PlaceId = number | string;

/** A snacking table: its zone (the pages' `room`) and its table. */
export interface SnackingPlace {
  zone: PlaceId;
  table: PlaceId;
}

const same = (a: PlaceId | null | undefined, b: PlaceId | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** A table order's line: it carries its ZONE or its TABLE. */
export const isSnackingLine = (line: BasketLine) =>
  (line.ZONE !== null && line.ZONE !== undefined) || (line.TABLE !== null && line.TABLE !== undefined);

/**
 * Outside snacking (place null) snacking lines are removed; in snacking the basket keeps only the
 * lines of the current zone and table.
 */
export function filterForPlace(lines: BasketLine[], place: SnackingPlace | null): BasketLine[] {
  if (!place) return lines.filter((line) => !isSnackingLine(line));
  return lines.filter((line) => same(line.ZONE, place.zone) && same(line.TABLE, place.table));
}

/** The site's pages of one table: its basket, its menu, a category of its menu (the snacking area's routes). */
const TABLE_PAGES = [
  { path: '/panier/:zone/:table/snaking', zone: 'zone', table: 'table' },
  { path: '/activites/:aid/:room/:table/snaking', zone: 'room', table: 'table' },
  { path: '/activites/:aid/:oid/:room/:idTable/snaking', zone: 'room', table: 'idTable' },
] as const;

/** The table whose page `pathname` is, or null outside a table's pages. */
export function tablePlaceOf(pathname: string): SnackingPlace | null {
  for (const page of TABLE_PAGES) {
    const params = matchPath({ path: page.path, end: true }, pathname)?.params;
    const zone = params?.[page.zone];
    const table = params?.[page.table];
    if (zone && table) return { zone, table };
  }
  return null;
}

/** The basket page of a place: a table's basket, or /panier outside snacking. */
export function basketPathOf(place: SnackingPlace | null): string {
  return place ? `/panier/${place.zone}/${place.table}/snaking` : '/panier';
}
