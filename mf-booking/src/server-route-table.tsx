import type { AreaRoute } from 'shared-events';
import { ReservationPage } from './features/planning/components/reservation-page';
import { RECAP_PATH, ROUTE_TABLE } from './route-table';

/**
 * The route table the area's server renders with: the same pages, none loaded on demand. The browser loads the
 * recap's code when it is shown (decision 0027); the server renders in one pass and cannot wait for it.
 */
export const SERVER_ROUTE_TABLE: readonly AreaRoute[] = ROUTE_TABLE.map((route) =>
  route.path === RECAP_PATH ? { ...route, Page: ReservationPage } : route,
);
