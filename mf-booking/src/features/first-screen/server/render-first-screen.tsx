// Server side of the booking area's first screen: the calendar of a formula (its activity, its formula, the day
// field), rendered to HTML with the area's own components and the API's answers, so that the shell's server sends
// it inside the page (decisions 0007, 0019). Built for Node by webpack.server.js into dist-server/first-screen.cjs,
// loaded by the area's server (serve-area), which answers GET /first-screen?url=<path>.
import { firstScreenRoutes, renderAreaFirstScreen, type FirstScreenOptions } from 'shared-events/first-screen-server';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { AREA_NAME } from '../../../app';

export type { FirstScreenOptions };

/** The pages rendered on the server: those of the area's route table that name their first screen's loads. */
export const FIRST_SCREEN_ROUTES = firstScreenRoutes(ROUTE_TABLE);

/**
 * The HTML of the page at `url` (path and query) with its data embedded, or null when the booking area does not
 * render that page on the server or its data could not be loaded (the browser then renders it as usual).
 */
export function renderFirstScreen(url: string, options: FirstScreenOptions): Promise<string | null> {
  const routes = (
    <AreaDatePickers>
      <AppRoutes />
    </AreaDatePickers>
  );
  return renderAreaFirstScreen({ table: ROUTE_TABLE, area: AREA_NAME, routes }, url, options);
}
