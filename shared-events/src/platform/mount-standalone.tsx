import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandalonePage } from './standalone-page';

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
 * True when #root holds the page the area's server drew for this very address (`data-first-screen`, `data-url`:
 * decision 0032): the browser then hydrates it, keeping its elements (a picture already shown stays shown).
 */
export function drawnByServer(element: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  return element.dataset.firstScreen !== undefined && element.dataset.url === location.pathname + location.search;
}

/**
 * Mounts an area on its own page: providers, toasts, bus navigation and a browser router. When the area's server
 * drew this page (decision 0032), React hydrates its HTML; a page that does not match is drawn again by React
 * (said on the console), as it is when there is none. Both in a transition (decision 0037): React hydrates or
 * renders in slices and leaves the main thread free between them (a tap on the drawn page is not held up by one
 * long task), as the shell's first render does.
 */
export function mountStandalone({ App, cacheKey, routes, siteUrl, Header, container }: StandaloneOptions): Root {
  const element = container ?? document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const page = (
    <StrictMode>
      <BrowserRouter>
        <StandalonePage cacheKey={cacheKey} routes={routes} siteUrl={siteUrl} Header={Header}>
          <App />
        </StandalonePage>
      </BrowserRouter>
    </StrictMode>
  );
  if (drawnByServer(element, window.location)) {
    let hydrated!: Root;
    startTransition(() => {
      hydrated = hydrateRoot(element, page, {
        onRecoverableError: (error) => console.error('[park] the server-drawn page was drawn again:', error),
      });
    });
    return hydrated;
  }
  const root = createRoot(element);
  startTransition(() => root.render(page));
  return root;
}
