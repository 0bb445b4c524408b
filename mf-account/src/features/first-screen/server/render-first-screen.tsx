// Server side of the account area's first screen: the sign-in and password pages (public forms, nothing to load),
// rendered to HTML with the area's own components, so that the shell's server sends them inside the page
// (decisions 0007, 0019). What a visitor types there before the scripts is taken by the area's forms (ParkForm).
// Built for Node by webpack.server.js into dist-server/first-screen.cjs, loaded by the area's server (serve-area),
// which answers GET /first-screen?url=<path>.
import { firstScreenRoutes, renderAreaFirstScreen, type FirstScreenOptions } from 'shared-events/first-screen-server';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { AREA_NAME } from '../../../app';

export type { FirstScreenOptions };

/** The pages rendered on the server: those of the area's route table that name their first screen's loads. */
export const FIRST_SCREEN_ROUTES = firstScreenRoutes(ROUTE_TABLE);

/** The HTML of the page at `url` (path and query), or null when the account area does not render it on the server. */
export function renderFirstScreen(url: string, options: FirstScreenOptions): Promise<string | null> {
  const routes = (
    <AreaDatePickers>
      <AppRoutes />
    </AreaDatePickers>
  );
  return renderAreaFirstScreen({ table: ROUTE_TABLE, area: AREA_NAME, routes }, url, options);
}
