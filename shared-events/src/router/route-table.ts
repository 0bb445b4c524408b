import type { ComponentType } from 'react';
import type { Load } from '../data/use-loads';
import type { SessionState } from '../types';

/**
 * One page of an area: its absolute pattern (React Router's syntax), its component, and, when the area renders
 * its first screen on the server (decision 0007), what that screen loads: the server fetches these loads into a
 * query client of its own before rendering, then hands their answers to the browser's (decision 0019). Each area has ONE table (`src/route-table.ts`), used
 * by its router, its standalone bootstrap and its server renderer; the shell's remotes.json is checked against
 * it by the area's tests (`routeTableMismatch`).
 */
export interface AreaRoute {
  path: string;
  Page: ComponentType;
  /**
   * What the page's first screen loads, from the address's parameters and query (and, on a `signedIn` page, the
   * visitor's session); null when the server draws no first screen for that address (a form with widgets that only
   * work with the scripts, say).
   */
  firstScreen?: (
    params: Readonly<Record<string, string | undefined>>,
    search: URLSearchParams,
    session: SessionState | null,
  ) => readonly Load<unknown>[] | null;
  /**
   * A page behind sign-in whose first screen the server draws for the signed-in visitor only (decision 0040): from
   * the site's session cookie, checked by the API when the server loads the visitor's account; no session, no first
   * screen (the browser draws the page as before).
   */
  signedIn?: boolean;
  /** A page only the area's own origin shows (the bar tablet's pairing at its bare address), not the site's. */
  standaloneOnly?: boolean;
}

/** The patterns of a route table, in order (the area's standalone page renders them all). */
export function routePaths(table: readonly AreaRoute[]): string[] {
  return table.map((route) => route.path);
}

/** The patterns the site (the shell) sends to the area: its table but the standalone-only pages. */
export function sitePaths(table: readonly AreaRoute[]): string[] {
  return table.filter((route) => !route.standaloneOnly).map((route) => route.path);
}

/**
 * How remotes.json and an area's table disagree on the area's pages: a line per pattern listed on one side
 * only, or for a remote missing from remotes.json. Empty when they agree.
 */
export function routeTableMismatch(paths: readonly string[], remotes: unknown, remoteName: string): string[] {
  const entry = Array.isArray(remotes)
    ? (remotes as Array<{ name?: unknown; routes?: unknown }>).find((r) => r?.name === remoteName)
    : undefined;
  if (!entry) return [`remotes.json has no remote named ${remoteName}`];
  const listed = Array.isArray(entry.routes) ? entry.routes.filter((r): r is string => typeof r === 'string') : [];
  return [
    ...listed.filter((p) => !paths.includes(p)).map((p) => `remotes.json lists ${p}, the area's table does not`),
    ...paths.filter((p) => !listed.includes(p)).map((p) => `the area's table has ${p}, remotes.json does not`),
  ];
}
