// Server side of the catalogue's first screen: the page the visitor asked for, rendered to HTML with the
// catalogue's own components and the API's answers, so that the shell's server can send it inside the page
// (see docs/decisions/0007). Built for Node by webpack.server.js into dist-server/first-screen.cjs, loaded by
// the area's server (serve-area), which answers GET /first-screen?url=<path>.
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { createParkEmotionCache, http, parkTheme } from 'shared-events';
import { AppRoutes } from '../../../routes';
import { ROUTE_TABLE } from '../../../route-table';
import { AREA_NAME } from '../../../app';
import { clearCatalogCache } from '../../catalog-data/api/catalog-api';
import { FIRST_SCREEN_DATA_ID, renderWithAnswers, serializeAnswers, type ServerLoad } from '../model/first-screen-data';

/** The pages rendered on the server: those of the area's route table marked `firstScreen`. */
export const FIRST_SCREEN_ROUTES = ROUTE_TABLE.filter((route) => route.firstScreen).map((route) => route.path);
/** A page needs its lists, then at most the lists those depend on. */
const MAX_PASSES = 3;

export interface FirstScreenOptions {
  /** The park API's origin, e.g. http://127.0.0.1:4000 (the pages' calls go to `${apiUrl}/api`). */
  apiUrl: string;
}

/**
 * The HTML of the page at `url` (path and query) with its data embedded, or null when the catalogue does not
 * render that page on the server or its data could not be loaded (the browser then renders it as usual).
 */
export async function renderFirstScreen(url: string, { apiUrl }: FirstScreenOptions): Promise<string | null> {
  const path = url.split(/[?#]/)[0] ?? '';
  if (
    !path.startsWith('/') ||
    !matchRoutes(
      FIRST_SCREEN_ROUTES.map((p) => ({ path: p })),
      path,
    )
  )
    return null;
  http.defaults.baseURL = `${apiUrl.replace(/\/+$/, '')}/api`;
  clearCatalogCache(); // each page is drawn from the API's current answers
  const answers = new Map<string, unknown>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const missing = new Map<string, ServerLoad>();
    const cache = createParkEmotionCache('fs'); // its own class names: the browser's render replaces this HTML
    const html = renderWithAnswers(
      answers,
      (key, load) => missing.set(key, load),
      () =>
        renderToString(
          <CacheProvider value={cache}>
            <ThemeProvider theme={parkTheme}>
              <MemoryRouter initialEntries={[url]}>
                <div data-area={AREA_NAME}>
                  <AppRoutes />
                </div>
              </MemoryRouter>
            </ThemeProvider>
          </CacheProvider>,
        ),
    );
    if (missing.size === 0) {
      const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${serializeAnswers(answers)}</script>`;
      return html + data;
    }
    try {
      await Promise.all([...missing].map(async ([key, load]) => answers.set(key, await load())));
    } catch {
      return null; // an API error is the browser's to show (with its 'Réessayer'), not a page frozen in HTML
    }
  }
  return null;
}
