import type { CatalogId } from './types';

/** Ids compare as text: route params are strings, the API answers numbers. */
export function sameId(a: CatalogId | null | undefined, b: CatalogId | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a).trim() === String(b).trim() && String(a).trim() !== '';
}

/** The API's largest id (its catalogue schemas' `Id`: an integer from 1 to 2 147 483 647). */
const MAX_ID = 2_147_483_647;

/**
 * True when a route param can name a catalogue entry: a whole number from 1 up to the API's largest id, in
 * plain digits. Anything else ('abc', '1.5', '-3', '07') names nothing: the page says so without asking the
 * API, which would refuse it (400), never answer it.
 */
export function isCatalogId(param: string | undefined): param is string {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= MAX_ID;
}

/** Stable ordering by the `sort` column, then by name (French collation), then id. */
export function bySortThenName<T extends { sort?: number | null; name: string }>(a: T, b: T): number {
  const sa = typeof a.sort === 'number' ? a.sort : Number.MAX_SAFE_INTEGER;
  const sb = typeof b.sort === 'number' ? b.sort : Number.MAX_SAFE_INTEGER;
  if (sa !== sb) return sa - sb;
  return a.name.localeCompare(b.name, 'fr');
}
