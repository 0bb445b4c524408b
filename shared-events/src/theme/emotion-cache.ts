import createCache, { type EmotionCache } from '@emotion/cache';

/** An emotion cache with its own key ('shell', 'snacking', 'account'): one per host of the page. */
export function createParkEmotionCache(key: string): EmotionCache {
  if (!/^[a-z-]+$/.test(key)) throw new Error(`emotion cache key must be lowercase letters or dashes: ${key}`);
  return createCache({ key, prepend: true });
}
