import { mountStandalone, routePaths } from 'shared-events';
import App, { AREA_NAME, STANDALONE_CACHE_KEY } from './app';
import { ROUTE_TABLE } from './route-table';
import { fetchRemotes } from './features/tablet-host/api/fetch-remotes';
import { TabletApp } from './features/tablet-host/components/tablet-app';
import { TabletHeader } from './features/tablet-host/components/tablet-header';
import { BORROWED_ROUTES } from './features/tablet-host/model/borrowed-routes';
import { tabletRemoteLoader } from './features/tablet-host/runtime/federation';

declare const __SITE_URL__: string;

// remotes.json is read once per page, when a borrowed page is first shown.
let remotes: ReturnType<typeof fetchRemotes> | null = null;
const readRemotes = () => {
  remotes ??= fetchRemotes();
  remotes.catch(() => (remotes = null));
  return remotes;
};

function Tablet() {
  return <TabletApp App={App} remotes={readRemotes} loader={tabletRemoteLoader()} self={AREA_NAME} />;
}

/**
 * Mounts the standalone page (bar tablets, bar screen): own emotion cache, toasts, navigation; the table's basket and
 * the payment return are the basket area's pages, loaded on this origin (the tablet's basket and session live here).
 */
export function mountTabletPage(): void {
  mountStandalone({
    App: Tablet,
    cacheKey: STANDALONE_CACHE_KEY,
    routes: [...routePaths(ROUTE_TABLE), ...BORROWED_ROUTES],
    siteUrl: __SITE_URL__,
    Header: TabletHeader,
  });
}
