// The first screen's data on the server (decisions 0007, 0019): the page the visitor asked for is matched in its
// area's route table, the loads the route names are fetched into a query client of the request's own, the page is
// rendered with that client, and the client's answers (TanStack Query's dehydrated state) are embedded after the
// HTML. Server builds only (through shared-events/first-screen-server): the browser's bundle does not carry it.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import type { AreaRoute } from '../router/route-table';
import { firstScreenDataId } from './first-screen';
import { createParkQueryClient } from './query-client';
import { prefetchLoads } from './use-loads';

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
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : '';
  const loads = route.firstScreen(match.params, new URLSearchParams(query));
  if (!loads) return null;
  const client = createParkQueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    await prefetchLoads(client, loads);
  } catch {
    return null;
  }
  const html = render(client);
  const data = serializeFirstScreen(dehydrate(client));
  client.clear();
  return `${html}<script type="application/json" id="${firstScreenDataId(area)}">${data}</script>`;
}
