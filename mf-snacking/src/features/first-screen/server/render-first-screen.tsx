// Server side of the snacking area's first screen: the bar's zones and a table's menu, rendered to HTML with the
// area's own components and the API's answers (decisions 0007, 0031). Built for Node by webpack.server.js into
// dist-server/first-screen.cjs, loaded by the area's server (serve-area): the site's server asks it for these pages
// (GET /first-screen?url=<path>), and the bar tablet's server, which is this area's, puts it in its own pages.
import { areaFirstScreen } from 'shared-events/first-screen-server';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import App, { AREA_NAME, STANDALONE_CACHE_KEY } from '../../../app';
import { TabletHeader } from '../../tablet-host';

export const { AREA, FIRST_SCREEN_ROUTES, renderFirstScreen } = areaFirstScreen({
  table: ROUTE_TABLE,
  area: AREA_NAME,
  routes: <AppRoutes />,
  standalone: { App, cacheKey: STANDALONE_CACHE_KEY, Header: TabletHeader },
});
