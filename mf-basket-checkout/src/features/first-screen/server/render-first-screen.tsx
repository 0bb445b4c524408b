// Server side of the basket area's first screen (decision 0032): the basket is this browser's (its storage), so the
// server draws the page's frame and title with a progress in place of the lines; the shell's server sends it
// inside the page and the title shows at once. Built for Node by webpack.server.js into dist-server/first-screen.cjs,
// loaded by the area's server (serve-area), which answers GET /first-screen?url=<path>.
import { areaFirstScreen } from 'shared-events/first-screen-server';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { AREA_NAME } from '../../../app';

export const { AREA, FIRST_SCREEN_ROUTES, renderFirstScreen } = areaFirstScreen({
  table: ROUTE_TABLE,
  area: AREA_NAME,
  routes: <AppRoutes />,
});
