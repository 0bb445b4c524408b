// The first screen's data on the server (decisions 0007, 0019): the page the visitor asked for is matched in its
// area's route table, the loads the route names are fetched into a query client of the request's own, the page is
// rendered with that client, and the client's answers (TanStack Query's dehydrated state) are embedded after the
// HTML. Server builds only (through shared-events/first-screen-server): the browser's bundle does not carry it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { http } from '../http/http-client';
import type { AreaRoute } from '../router/route-table';
import { signedOutSession } from '../stores/session-store';
import { tokenSubject } from '../stores/session-cookie';
import type { CurrentUser, SessionState } from '../types';
import { firstScreenDataId } from './first-screen';
import { createParkQueryClient } from './query-client';
import { prefetchLoads } from './use-loads';

/** `<script type="application/json">` text: `<` escaped so that no string can close the script. */
export function serializeFirstScreen(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** The token the API calls of the page being drawn carry: the signed-in visitor's, on a `signedIn` page only. */
const drawnToken = new AsyncLocalStorage<string>();
/**
 * The shared client reads the token of the signed-in page it loads for; outside one, what it read before (on the
 * server, the session store is never signed in: no token).
 */
const storedToken = http.defaults.getToken;
http.defaults.getToken = () => drawnToken.getStore() ?? storedToken();

const COMPANY_TYPE = 2;

/**
 * The session of the visitor a token names (decision 0040): their account as the API answers it to that token
 * (GET /api/users/{id}); null when the token names nobody or the API refuses it (expired, revoked, another's).
 */
export async function sessionOfToken(token: string): Promise<SessionState | null> {
  const clientId = tokenSubject(token);
  if (clientId === null) return null;
  try {
    const { data: user } = await http.get<CurrentUser>(`/users/${clientId}`);
    if (!user || user.id !== clientId) return null;
    const signInType = Number(user.type) === COMPANY_TYPE ? 'company' : 'normal';
    return { ...signedOutSession, token, clientId, signInType, currentUser: user };
  } catch {
    return null;
  }
}

/**
 * The HTML of the page at `url` (path and query) rendered by `render` with its loads answered, followed by its
 * answers; null when the table has no first screen for that page or a load failed (an API error is the
 * browser's to show, with its 'Réessayer', not a page frozen in HTML). A `signedIn` page is drawn only for the
 * visitor whose `token` the API accepts, its loads made with that token (decision 0040).
 */
export async function renderFirstScreenOf(
  table: readonly AreaRoute[],
  area: string,
  url: string,
  render: (client: QueryClient, session: SessionState | null) => string,
  token: string | null = null,
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
  if (route.signedIn && !token) return null;
  const drawn = async () => {
    const session = route.signedIn && token ? await sessionOfToken(token) : null;
    if (route.signedIn && !session) return null;
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : '';
    const loads = route.firstScreen?.(match.params, new URLSearchParams(query), session);
    if (!loads) return null;
    const client = createParkQueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      await prefetchLoads(client, loads);
    } catch {
      return null;
    }
    return { client, session };
  };
  const ready = route.signedIn && token ? await drawnToken.run(token, drawn) : await drawn();
  if (!ready) return null;
  const { client, session } = ready;
  const html = render(client, session);
  const data = serializeFirstScreen(dehydrate(client));
  client.clear();
  return `${html}<script type="application/json" id="${firstScreenDataId(area)}">${data}</script>`;
}
