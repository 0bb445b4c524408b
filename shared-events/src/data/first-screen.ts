// The first screen's data (decisions 0007, 0019). On the server, the page the visitor asked for is matched in its
// area's route table, the loads the route names are fetched into a query client of the request's own, the page
// is rendered with that client, and the client's answers (TanStack Query's dehydrated state) are embedded after
// the HTML. In the browser, the area hydrates the page's client from them before its first render: the page
// renders at once with the data the visitor already sees, without asking the API a second time.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import type { AreaRoute } from '../router/route-table';
import { createParkQueryClient, parkQueryClient } from './query-client';
import { prefetchLoads } from './use-loads';

/** Id of the JSON script an area's first screen carries its answers in ('mf_catalog' → 'mf-catalog-first-screen-data'). */
export function firstScreenDataId(area: string): string {
  return `${area.replace(/_/g, '-')}-first-screen-data`;
}

/** `<script type="application/json">` text: `<` escaped so that no string can close the script. */
export function serializeFirstScreen(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/**
 * The HTML of the page at `url` (path and query) rendered by `render` with its loads answered, followed by its
 * answers; null when the table has no first screen for that page or a load failed (an API error is the
 * browser's to show, with its 'Réessayer', not a page frozen in HTML).
 */
export async function renderFirstScreenOf(
  table: readonly AreaRoute[],
  area: string,
  url: string,
  render: (client: QueryClient) => string,
): Promise<string | null> {
  const path = url.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const rendered = table.filter((route) => route.firstScreen);
  const match = matchRoutes(
    rendered.map((route) => ({ path: route.path })),
    path,
  )?.at(-1);
  const route = match && rendered.find((r) => r.path === match.route.path);
  if (!match || !route?.firstScreen) return null;
  const client = createParkQueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    await prefetchLoads(client, route.firstScreen(match.params));
  } catch {
    return null;
  }
  const html = render(client);
  const data = serializeFirstScreen(dehydrate(client));
  client.clear();
  return `${html}<script type="application/json" id="${firstScreenDataId(area)}">${data}</script>`;
}

/**
 * Browser side, once, before the area's first render: gives the page's client the answers its first screen was
 * drawn from. A missing script means no first screen; an unreadable one is reported and ignored (the page then
 * loads). Returns how many answers were taken.
 */
export function hydrateFirstScreen(
  area: string,
  client: QueryClient = parkQueryClient(),
  doc: Document | undefined = globalThis.document,
): number {
  const script = doc?.getElementById(firstScreenDataId(area));
  if (!script) return 0;
  script.remove(); // read once: a later mount of the area loads fresh answers
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    const queries = (value as { queries?: unknown } | null)?.queries;
    if (!Array.isArray(queries)) throw new Error('not a dehydrated state');
    hydrate(client, value as DehydratedState);
    return queries.length;
  } catch (error) {
    console.warn(`[${area}] the first screen data could not be read; the page loads it again`, error);
    return 0;
  }
}
