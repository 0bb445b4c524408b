import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ParkProviders } from '../theme/park-providers';
import { BusNavigation } from './bus-navigation';
import { BusToasts } from './bus-toasts';

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

/** Mounts an area on its own page: providers, toasts, bus navigation and a browser router. */
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
            {Header && <Header />}
            <Box
              component="main"
              sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 2, md: 3 }, py: { xs: 2, md: 3 } }}
            >
              <App />
            </Box>
          </BusToasts>
        </ParkProviders>
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}
