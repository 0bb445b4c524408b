import { mountStandalone } from 'shared-events';
import App from './app';

declare const __SITE_URL__: string;

/** Routes this area renders; on a standalone page, other paths are opened on the full site. */
export const OWN_ROUTES = ['/panier', '/panier/:zone/:table/snaking', '/summarize', '/confirmation'] as const;

// Standalone page (`pnpm --filter mf-basket-checkout serve`, development): own emotion cache, toasts, navigation.
mountStandalone({ App, cacheKey: 'basket', routes: OWN_ROUTES, siteUrl: __SITE_URL__ });
