import { mountStandalone, routePaths } from 'shared-events';
import App from './app';
import { ROUTE_TABLE } from './route-table';
import { markStandalone } from './shared/auth/model/standalone';
import { StandaloneHeader } from './features/standalone/components/standalone-header';

declare const __SITE_URL__: string;

markStandalone();

// Standalone page (e-mail links): the park's header and theme, own emotion cache, toasts, navigation.
mountStandalone({
  App,
  Header: StandaloneHeader,
  cacheKey: 'account',
  routes: routePaths(ROUTE_TABLE),
  siteUrl: __SITE_URL__,
});
