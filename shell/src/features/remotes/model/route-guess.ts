// Which remote most likely owns a path, from remotes.json's patterns, WITHOUT React Router: it runs in the
// shell's entry script, before the shared modules (the router among them) have arrived. It only decides
// what to preload; the page itself is chosen by findRemoteForPath (React Router's ranking).
import type { RemoteDefinition } from './remote-config';

/** Score of a pattern for a path (more static segments = more specific), or -1 when it does not match. */
export function patternScore(pattern: string, pathname: string): number {
  const wanted = split(pattern);
  const actual = split(pathname).map(safeDecode);
  let score = 0;
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index]!;
    if (segment === '*') return score; // the rest of the path, whatever it is
    const value = actual[index];
    const optional = segment.endsWith('?');
    if (value === undefined) return optional ? score : -1;
    if (segment.startsWith(':')) score += 2;
    else if (segment.replace(/\?$/, '').toLowerCase() === value.toLowerCase()) score += 3;
    else return -1;
  }
  return actual.length === wanted.length ? score + 1 : -1;
}

/** The remote whose best pattern scores highest for the path, or null. */
export function guessRemoteForPath(remotes: RemoteDefinition[], pathname: string): RemoteDefinition | null {
  let best: { remote: RemoteDefinition; score: number } | null = null;
  for (const remote of remotes) {
    for (const pattern of remote.routes) {
      const score = patternScore(pattern, pathname);
      if (score >= 0 && (!best || score > best.score)) best = { remote, score };
    }
  }
  return best?.remote ?? null;
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
