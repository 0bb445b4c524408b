// The tablet (the snacking area alone, on its own origin) shows pages of another area: the table's basket and
// the payment return belong to the basket area. They must run on the tablet's own origin (its localStorage
// holds the basket, the session and the table), so the tablet's page loads that area's ./App at run time
// through Module Federation, from the remote that remotes.json says owns the route. docs/decisions/0010.
import { matchRoutes } from 'react-router-dom';

/** The pages of other areas a tablet needs: its table's basket, and where the payment comes back. */
export const BORROWED_ROUTES = ['/panier/:zone/:table/snaking', '/confirmation'] as const;

/** One entry of the site's remotes.json. */
export interface RemoteEntry {
  name: string;
  manifest: string;
  routes: string[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The usable entries of remotes.json (a malformed entry is left out; the shell reports it on the site). */
export function parseRemotes(value: unknown): RemoteEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, manifest, routes } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !IDENTIFIER.test(name)) return [];
    if (typeof manifest !== 'string' || !/(^https?:\/\/|^\/).+\.json(\?.*)?$/.test(manifest)) return [];
    if (!Array.isArray(routes) || !routes.every((r): r is string => typeof r === 'string' && r.startsWith('/'))) {
      return [];
    }
    return [{ name, manifest, routes }];
  });
}

/** Whether `pathname` is one of the borrowed pages. */
export function isBorrowed(pathname: string): boolean {
  return (
    (
      matchRoutes(
        BORROWED_ROUTES.map((path) => ({ path })),
        pathname,
      ) ?? []
    ).length > 0
  );
}

/**
 * The remote that owns a borrowed page, by React Router's ranking over every remote's patterns (as the shell
 * picks it); null for a page that is not borrowed, or that remotes.json gives to no other area.
 */
export function ownerOf(remotes: RemoteEntry[], pathname: string, self: string): RemoteEntry | null {
  if (!isBorrowed(pathname)) return null;
  const routes = remotes.flatMap((remote) => remote.routes.map((path) => ({ path, remote })));
  const owner = matchRoutes(routes, pathname)?.[0]?.route.remote ?? null;
  return owner && owner.name !== self ? owner : null;
}
