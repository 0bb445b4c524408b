import type { Activity, CatalogId } from '../../../shared/catalog-data/model/types';
import { bySortThenName, sameId } from '../../../shared/catalog-data/model/ids';

/** An activity the site offers (spec §2: the grid shows active activities, status true). */
export function isActiveActivity(activity: Pick<Activity, 'status'>): boolean {
  return activity.status === true;
}

/** The grid shows active activities only (status true), in the catalogue's order. */
export function visibleActivities(activities: readonly Activity[]): Activity[] {
  return activities.filter(isActiveActivity).sort(bySortThenName);
}

export function findActivity(activities: readonly Activity[], aid: CatalogId | undefined): Activity | undefined {
  return activities.find((a) => sameId(a.aid, aid));
}

/**
 * The activity an offers or formulas page shows: an active one only. An inactive activity (the bar's snacking,
 * reached by its table routes, not the catalogue) is not for sale online: its pages say it is not offered.
 */
export function findActiveActivity(activities: readonly Activity[], aid: CatalogId | undefined): Activity | undefined {
  const activity = findActivity(activities, aid);
  return activity && isActiveActivity(activity) ? activity : undefined;
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
