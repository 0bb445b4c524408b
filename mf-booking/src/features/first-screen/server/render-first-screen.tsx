// Server side of the booking area's first screen: the calendar of a formula (its activity, its formula, the day
// field) and the recap (the formula's, the visitor's selection as '…': decision 0038), rendered to HTML with the
// area's own components and the API's answers, so that the shell's server sends it inside the page (decisions 0007,
// 0019). Built for Node by webpack.server.js into dist-server/first-screen.cjs, loaded by the area's server
// (serve-area), which answers GET /first-screen?url=<path>.
import { areaFirstScreen } from 'shared-events/first-screen-server';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { SERVER_ROUTE_TABLE } from '../../../server-route-table';
import { AREA_NAME } from '../../../app';

export const { FIRST_SCREEN_ROUTES, renderFirstScreen } = areaFirstScreen({
  table: ROUTE_TABLE,
  area: AREA_NAME,
  routes: (
    <AreaDatePickers>
      <AppRoutes table={SERVER_ROUTE_TABLE} />
    </AreaDatePickers>
  ),
});
