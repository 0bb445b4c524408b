import { parseRemotes, type RemoteEntry } from '../model/borrowed-routes';

export const REMOTES_TIMEOUT_MS = 5000;

/** The site's remotes.json as the tablet's server hands it out (deploy-time, never cached). */
export async function fetchRemotes(url = '/remotes.json', timeoutMs = REMOTES_TIMEOUT_MS): Promise<RemoteEntry[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return parseRemotes(await response.json());
  } finally {
    clearTimeout(timer);
  }
}
