import type { AreaRoute } from 'shared-events';
import { accountFirstScreen } from './account-first-screen';
import { AccountPage } from './features/account/components/account-page';
import { ACCOUNT_PATH, ROUTE_TABLE } from './route-table';

/**
 * The route table the area's server renders with: the same pages, none loaded on demand (the browser loads the
 * account's code when it is shown, decision 0027; the server renders in one pass and cannot wait for it), and the
 * account's first screen, drawn for the signed-in visitor only (decision 0040). Only the server uses that rule: the
 * browser's table does not carry it (nor the loads it names) into every page of the area.
 */
export const SERVER_ROUTE_TABLE: readonly AreaRoute[] = ROUTE_TABLE.map((route) =>
  route.path === ACCOUNT_PATH
    ? { ...route, Page: AccountPage, firstScreen: accountFirstScreen, signedIn: true }
    : route,
);
