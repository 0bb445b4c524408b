import type { Activity, CatalogId } from '../../../shared/catalog-data/model/types';
import { bySortThenName, sameId } from '../../../shared/catalog-data/model/ids';

/** The grid shows active activities only (status true), in the catalogue's order. */
export function visibleActivities(activities: readonly Activity[]): Activity[] {
  return activities.filter((a) => a.status === true).sort(bySortThenName);
}

export function findActivity(activities: readonly Activity[], aid: CatalogId | undefined): Activity | undefined {
  return activities.find((a) => sameId(a.aid, aid));
}

export function activityPath(activity: Pick<Activity, 'aid'>): string {
  return `/activites/${encodeURIComponent(String(activity.aid))}`;
}

/**
 * Where /activites must send the visitor instead of showing the grid: the stored snacking
 * address (a bar tablet keeps its table page), when it is an address of this site other than '/'.
 * Anything that is not a same-site path (full URLs, protocol-relative '//host') is ignored.
 */
export function snackingRedirect(stored: string | null | undefined, currentPath = '/activites'): string | null {
  if (typeof stored !== 'string') return null;
  const address = stored.trim();
  if (address === '' || address === '/') return null;
  if (!address.startsWith('/') || address.startsWith('//') || address.includes('\\')) return null;
  if (address === currentPath || address === `${currentPath}/`) return null;
  return address;
}
