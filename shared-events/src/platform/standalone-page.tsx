import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { ParkProviders } from '../theme/park-providers';
import { BusNavigation } from './bus-navigation';
import { BusToasts } from './bus-toasts';
import { StandaloneFrame } from './standalone-frame';

/** A predicate telling whether a path matches one of the given absolute route patterns. */
export function ownsPath(patterns: readonly string[]): (pathname: string) => boolean {
  return (pathname) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export interface StandalonePageProps {
  /** Emotion cache key of this entry ('snacking', 'account', 'catalog' ...). */
  cacheKey: string;
  /** The routes this area renders; navigation to any other path leaves for siteUrl. */
  routes: readonly string[];
  /** The full site's address (the shell). */
  siteUrl: string;
  /** Shown above the page, full width (the park's header on a standalone entry). */
  Header?: ComponentType;
  /** A server render's data layer client and emotion cache (the browser's page makes its own). */
  queryClient?: QueryClient;
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/**
 * An area's own page inside a router: providers, toasts, bus navigation and its frame. The browser's page
 * (mountStandalone) and the area's server (decision 0032) render this same tree, so that the browser can hydrate
 * the server's HTML instead of drawing it again.
 */
export function StandalonePage({
  cacheKey,
  routes,
  siteUrl,
  Header,
  queryClient,
  emotionCache,
  children,
}: StandalonePageProps) {
  const owns = useMemo(() => ownsPath(routes), [routes]);
  return (
    <ParkProviders cacheKey={cacheKey} queryClient={queryClient} emotionCache={emotionCache}>
      <BusToasts>
        <BusNavigation owns={owns} siteUrl={siteUrl} />
        <StandaloneFrame Header={Header}>{children}</StandaloneFrame>
      </BusToasts>
    </ParkProviders>
  );
}
