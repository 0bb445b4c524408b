// The 'shared-events/first-screen-server' entry: an area's first screen rendered on the server (decisions 0007 and
// 0019), for the areas' server builds only (dist-server/first-screen.cjs; it imports react-dom/server). Each area
// gives its route table and its routes; the rendering, the providers and the embedded answers are the same for all.
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { createParkEmotionCache, http, parkTheme, QueryClientProvider, SITE_CACHE_KEY, StandalonePage } from './src';
import type { AreaRoute } from './src';
import { renderFirstScreenOf } from './src/data/first-screen-server';
import { DrawnSessionProvider } from './src/stores/use-session';
import { emotionStyleTags } from './src/theme/emotion-style-tags';

// The server-side pieces, for areas' renderers and their tests (a page's first screen made by hand).
export { dehydrate } from '@tanstack/react-query';
export { renderFirstScreenOf, serializeFirstScreen } from './src/data/first-screen-server';

export interface FirstScreenOptions {
  /** The park API's origin, e.g. http://127.0.0.1:4000 (the pages' calls go to `${apiUrl}/api`). */
  apiUrl: string;
  /**
   * The page as the area's own server sends it (the bar tablet): its whole `#root`, the tree mountStandalone
   * hydrates (decision 0032), after its style tags. Otherwise the area's part of a site's page.
   */
  standalone?: boolean;
  /**
   * The visitor's token, from the site's session cookie (decision 0040): a page behind sign-in (`signedIn` in the
   * route table) is drawn for that visitor only, with the answers the API gives that token.
   */
  token?: string | null;
}

export interface AreaFirstScreen {
  /** The area's route table: the pages whose route names its first screen's loads are rendered. */
  table: readonly AreaRoute[];
  /** The area's name ('mf_catalog'): its `data-area` and the id of the embedded answers. */
  area: string;
  /** The area's routes, inside the providers of its own that its App adds (the date pickers). */
  routes: ReactNode;
  /** The area's own page, as its mountStandalone draws it: for its first screens drawn `standalone`. */
  standalone?: StandaloneOf;
}

/** What an area's own page (its bootstrap's mountStandalone) is made of. */
export interface StandaloneOf {
  /** The App it mounts, and what that App renders on the pages drawn by the server. */
  App: ComponentType;
  /** Its emotion cache key ('snacking'). */
  cacheKey: string;
  /** Its header (mountStandalone's `Header`). */
  Header?: ComponentType;
}

/** What an area's server renderer (its `dist-server/first-screen.cjs`) exports, as serve-area loads it. */
export interface AreaFirstScreenRenderer {
  /** The area's name ('mf_snacking'). */
  AREA: string;
  /** The patterns of the area's table rendered on the server. */
  FIRST_SCREEN_ROUTES: string[];
  /**
   * The HTML of the page at `url` (path and query) with its data embedded, or null when the area does not render
   * that page on the server or its data could not be loaded (the browser then renders it as usual).
   */
  renderFirstScreen(url: string, options: FirstScreenOptions): Promise<string | null>;
}

/** An area's server renderer, from its route table, its name and its routes (decisions 0007, 0019, 0024). */
export function areaFirstScreen(area: AreaFirstScreen): AreaFirstScreenRenderer {
  return {
    AREA: area.area,
    FIRST_SCREEN_ROUTES: firstScreenRoutes(area.table),
    renderFirstScreen: (url, options) => renderAreaFirstScreen(area, url, options),
  };
}

/** The patterns of a table that are rendered on the server. */
export function firstScreenRoutes(table: readonly AreaRoute[]): string[] {
  return table.filter((route) => route.firstScreen).map((route) => route.path);
}

/**
 * The HTML of the page at `url` (path and query) with its answers embedded, or null when the area does not render
 * that page on the server or its data could not be loaded (the browser then renders it as usual).
 */
export async function renderAreaFirstScreen(
  area: AreaFirstScreen,
  url: string,
  { apiUrl, standalone = false, token = null }: FirstScreenOptions,
): Promise<string | null> {
  http.defaults.baseURL = `${apiUrl.replace(/\/+$/, '')}/api`;
  if (standalone) return area.standalone ? renderOwnPage(area, area.standalone, url) : null;
  const page = <div data-area={area.area}>{area.routes}</div>;
  // A page only the area's own origin shows (the tablet's pairing screen) is never part of the site's pages.
  const sitePages = area.table.filter((route) => !route.standaloneOnly);
  return renderFirstScreenOf(
    sitePages,
    area.area,
    url,
    (client, session) =>
      renderToString(
        // The site's host key: the shell's cache adopts these style tags, and its first render of the same
        // components inserts none of them again (decision 0030).
        <CacheProvider value={createParkEmotionCache(SITE_CACHE_KEY)}>
          <ThemeProvider theme={parkTheme}>
            <QueryClientProvider client={client}>
              <DrawnSessionProvider session={session}>
                <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
              </DrawnSessionProvider>
            </QueryClientProvider>
          </ThemeProvider>
        </CacheProvider>,
      ),
    token,
  );
}

/**
 * The area's own page (the bar tablet, decision 0032): its style tags, then its whole `#root` drawn with the tree
 * mountStandalone hydrates (same providers, frame and App), marked with the address it was drawn for.
 */
function renderOwnPage({ table, area }: AreaFirstScreen, own: StandaloneOf, url: string): Promise<string | null> {
  return renderFirstScreenOf(table, area, url, (client) => {
    // Compat mode: the rules are kept in the cache, not written next to each element (which hydration would
    // find in its way); they go in front of #root, where the browser's cache finds and adopts them.
    const cache = createParkEmotionCache(own.cacheKey);
    cache.compat = true;
    const html = renderToString(
      <MemoryRouter initialEntries={[url]}>
        <StandalonePage
          cacheKey={own.cacheKey}
          routes={[]}
          siteUrl=""
          Header={own.Header}
          emotionCache={cache}
          queryClient={client}
        >
          <own.App />
        </StandalonePage>
      </MemoryRouter>,
    );
    // React's resource hints (the first picture's preload) come first: in front of #root too, out of hydration's way.
    const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
    // #root itself (its attributes escaped by React), around the page: outside the tree the browser hydrates.
    const root = renderToStaticMarkup(<div id="root" data-first-screen={area} data-url={url} />);
    return `${emotionStyleTags(cache)}${hints}${root.slice(0, -'</div>'.length)}${html.slice(hints.length)}</div>`;
  });
}
