import { parseRemotesConfig, type RemoteDefinition } from '../model/remote-config';

export const CONFIG_TIMEOUT_MS = 5000;

/** Reads /remotes.json (deploy-time, never cached); gives up after a timeout so start-up never hangs. */
export async function fetchRemotesConfig(
  url = '/remotes.json',
  timeoutMs = CONFIG_TIMEOUT_MS,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<RemoteDefinition[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return parseRemotesConfig(await response.json());
  } finally {
    clearTimeout(timer);
  }
}
