import { isRouteId } from 'shared-events';
import type { CatalogId } from './types';

/** Ids compare as text: route params are strings, the API answers numbers. */
export function sameId(a: CatalogId | null | undefined, b: CatalogId | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a).trim() === String(b).trim() && String(a).trim() !== '';
}

/** True when a route param can name a catalogue entry (shared-events' isRouteId: '1' to '2147483647', plain digits). */
export const isCatalogId = isRouteId;

/** Stable ordering by the `sort` column, then by name (French collation), then id. */
export function bySortThenName<T extends { sort?: number | null; name: string }>(a: T, b: T): number {
  const sa = typeof a.sort === 'number' ? a.sort : Number.MAX_SAFE_INTEGER;
  const sb = typeof b.sort === 'number' ? b.sort : Number.MAX_SAFE_INTEGER;
  if (sa !== sb) return sa - sb;
  return a.name.localeCompare(b.name, 'fr');
}
