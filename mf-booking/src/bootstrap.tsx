import { mountStandalone, routePaths } from 'shared-events';
import App from './app';
import { ROUTE_TABLE } from './route-table';

declare const __SITE_URL__: string;

// Standalone page (`pnpm --filter mf-booking serve`, development): own emotion cache, toasts, navigation; the
// paths outside the area's table are opened on the full site.
mountStandalone({ App, cacheKey: 'booking', routes: routePaths(ROUTE_TABLE), siteUrl: __SITE_URL__ });
