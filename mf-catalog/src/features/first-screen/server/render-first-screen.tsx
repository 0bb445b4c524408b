// Server side of the catalogue's first screen: the page the visitor asked for, rendered to HTML with the
// catalogue's own components and the API's answers, so that the shell's server can send it inside the page
// (see docs/decisions/0007 and 0019). Built for Node by webpack.server.js into dist-server/first-screen.cjs, loaded
// by the area's server (serve-area), which answers GET /first-screen?url=<path>.
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { createParkEmotionCache, http, parkTheme, QueryClientProvider, renderFirstScreenOf } from 'shared-events';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { AREA_NAME } from '../../../app';

/** The pages rendered on the server: those of the area's route table that name their first screen's loads. */
export const FIRST_SCREEN_ROUTES = ROUTE_TABLE.filter((route) => route.firstScreen).map((route) => route.path);

export interface FirstScreenOptions {
  /** The park API's origin, e.g. http://127.0.0.1:4000 (the pages' calls go to `${apiUrl}/api`). */
  apiUrl: string;
}

/**
 * The HTML of the page at `url` (path and query) with its data embedded, or null when the catalogue does not
 * render that page on the server or its data could not be loaded (the browser then renders it as usual).
 */
export async function renderFirstScreen(url: string, { apiUrl }: FirstScreenOptions): Promise<string | null> {
  http.defaults.baseURL = `${apiUrl.replace(/\/+$/, '')}/api`;
  return renderFirstScreenOf(ROUTE_TABLE, AREA_NAME, url, (client) =>
    renderToString(
      // Its own class names ('fs'): the browser's render replaces this HTML.
      <CacheProvider value={createParkEmotionCache('fs')}>
        <ThemeProvider theme={parkTheme}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[url]}>
              <div data-area={AREA_NAME}>
                <AppRoutes />
              </div>
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>,
    ),
  );
}
