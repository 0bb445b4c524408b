// Server side of the catalogue's first screen: the page the visitor asked for, rendered to HTML with the
// catalogue's own components and the API's answers, so that the shell's server can send it inside the page
// (see docs/decisions/0007 and 0019). Built for Node by webpack.server.js into dist-server/first-screen.cjs, loaded
// by the area's server (serve-area), which answers GET /first-screen?url=<path>.
import { areaFirstScreen } from 'shared-events/first-screen-server';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { AREA_NAME } from '../../../app';

export const { FIRST_SCREEN_ROUTES, renderFirstScreen } = areaFirstScreen({
  table: ROUTE_TABLE,
  area: AREA_NAME,
  routes: <AppRoutes />,
});
