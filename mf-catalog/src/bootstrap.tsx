import { mountStandalone, routePaths } from 'shared-events';
import App from './app';
import { ROUTE_TABLE } from './route-table';

declare const __SITE_URL__: string;

// Standalone page (`pnpm --filter mf-catalog serve`, development): own emotion cache, toasts, navigation.
mountStandalone({ App, cacheKey: 'catalog', routes: routePaths(ROUTE_TABLE), siteUrl: __SITE_URL__ });
