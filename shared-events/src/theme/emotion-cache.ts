import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the site's host cache (the shell's), which the server's first screens use too: the host's cache finds
 * their style tags when it starts and counts those styles as inserted, so the browser's first render of the same
 * components does not compile and insert them again (decision 0030).
 */
export const SITE_CACHE_KEY = 'shell';

/** An emotion cache with its own key ('shell', 'snacking', 'account'): one per host of the page. */
export function createParkEmotionCache(key: string): EmotionCache {
  if (!/^[a-z-]+$/.test(key)) throw new Error(`emotion cache key must be lowercase letters or dashes: ${key}`);
  return createCache({ key, prepend: true });
}
