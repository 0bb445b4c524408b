import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { ParkProviders } from '../theme/park-providers';
import { BusNavigation } from './bus-navigation';
import { BusToasts } from './bus-toasts';
import { StandaloneFrame } from './standalone-frame';

/** A predicate telling whether a path matches one of the given absolute route patterns. */
export function ownsPath(patterns: readonly string[]): (pathname: string) => boolean {
  return (pathname) => patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export interface StandaloneOptions {
  App: ComponentType;
  /** Emotion cache key of this entry ('snacking', 'account', 'catalog' ...). */
  cacheKey: string;
  /** The routes this area renders; navigation to any other path leaves for siteUrl. */
  routes: readonly string[];
  /** The full site's address (the shell). */
  siteUrl: string;
  /** Shown above the page, full width (the park's header on a standalone entry). */
  Header?: ComponentType;
  container?: HTMLElement | null;
}

/**
 * Mounts an area on its own page: providers, toasts, bus navigation and a browser router. #root may hold the first
 * screen the area's server drew (decision 0031): it stays on screen until React's first commit replaces it.
 */
export function mountStandalone({ App, cacheKey, routes, siteUrl, Header, container }: StandaloneOptions): Root {
  const element = container ?? document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <ParkProviders cacheKey={cacheKey}>
          <BusToasts>
            <BusNavigation owns={ownsPath(routes)} siteUrl={siteUrl} />
            <StandaloneFrame Header={Header}>
              <App />
            </StandaloneFrame>
          </BusToasts>
        </ParkProviders>
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}
