import type { CatalogId } from '../../../shared/catalog-data/model/types';
import { sameId } from '../../../shared/catalog-data/model/ids';

/**
 * Retired catalogue entries (spec §2: "Two fixed activity or offer ids redirect to /activites").
 * The park withdrew one activity and one offer that old links, e-mails and search engines still
 * point to; visiting them sends the visitor back to the activity grid instead of a dead page.
 * Change these ids here (one place) when the park retires something else. The ids are outside the
 * demonstration seed (activities 1-13, offers 1-18 in api/src/seed/park-offers.ts) so that no live
 * entry is hidden.
 */
export const RETIRED_CATALOG_IDS: { activities: readonly string[]; offers: readonly string[] } = {
  activities: ['16'],
  offers: ['45'],
};

/** True when a catalogue route with these params must redirect to /activites. */
export function isRetiredRoute(
  params: { aid?: CatalogId; oid?: CatalogId },
  retired: { activities: readonly string[]; offers: readonly string[] } = RETIRED_CATALOG_IDS,
): boolean {
  if (retired.activities.some((id) => sameId(id, params.aid))) return true;
  if (retired.offers.some((id) => sameId(id, params.oid))) return true;
  return false;
}
