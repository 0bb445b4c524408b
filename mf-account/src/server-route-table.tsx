import type { AreaRoute } from 'shared-events';
import { AccountPage } from './features/account/components/account-page';
import { ACCOUNT_PATH, ROUTE_TABLE } from './route-table';

/**
 * The route table the area's server renders with: the same pages, none loaded on demand. The browser loads the
 * account's code when it is shown (decision 0027); the server renders in one pass and cannot wait for it.
 */
export const SERVER_ROUTE_TABLE: readonly AreaRoute[] = ROUTE_TABLE.map((route) =>
  route.path === ACCOUNT_PATH ? { ...route, Page: AccountPage } : route,
);
