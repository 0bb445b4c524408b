import { matchRoutes } from 'react-router-dom';
import type { RemoteDefinition } from './remote-config';

/** The remote owning a path, by React Router's own ranking of every remote's patterns. */
export function findRemoteForPath(remotes: RemoteDefinition[], pathname: string): RemoteDefinition | null {
  const routes = remotes.flatMap((remote) => remote.routes.map((path) => ({ path, remote })));
  const matches = matchRoutes(
    routes.map(({ path }, index) => ({ path, id: String(index) })),
    pathname,
  );
  const best = matches?.[matches.length - 1];
  return best ? routes[Number(best.route.id)]!.remote : null;
}
