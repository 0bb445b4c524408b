// Server side of the account area's first screen: the sign-in and password pages (public forms, nothing to load)
// and the account of the signed-in visitor (decision 0040), rendered to HTML with the area's own components, so
// that the shell's server sends them inside the page (decisions 0007, 0024). What a visitor types there before the
// scripts is taken by the area's forms (ParkForm).
// Built for Node by webpack.server.js into dist-server/first-screen.cjs, loaded by the area's server (serve-area),
// which answers GET /first-screen?url=<path>. The pages drawn here have no date picker: no pickers' provider.
import { areaFirstScreen } from 'shared-events/first-screen-server';
import { AppRoutes } from '../../../routes';
import { SERVER_ROUTE_TABLE } from '../../../server-route-table';
import { AREA_NAME } from '../../../app';

export const { FIRST_SCREEN_ROUTES, renderFirstScreen } = areaFirstScreen({
  table: SERVER_ROUTE_TABLE,
  area: AREA_NAME,
  routes: <AppRoutes table={SERVER_ROUTE_TABLE} />,
});
