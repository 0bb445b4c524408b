import { mountStandalone } from 'shared-events';
import App from './app';

declare const __SITE_URL__: string;

/** Routes this area renders; on a standalone page, other paths are opened on the full site. */
export const OWN_ROUTES = ['/activites', '/activites/:aid', '/activites/:aid/:oid'] as const;

// Standalone page (`pnpm --filter mf-catalog serve`, development): own emotion cache, toasts, navigation.
mountStandalone({ App, cacheKey: 'catalog', routes: OWN_ROUTES, siteUrl: __SITE_URL__ });
