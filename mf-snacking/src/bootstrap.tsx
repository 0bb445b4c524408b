import { mountStandalone } from 'shared-events';
import App from './app';

declare const __SITE_URL__: string;

/** Routes this area renders; on a standalone page, other paths are opened on the full site. */
export const OWN_ROUTES = [
  '/activites/:aid/:room/:table/snaking',
  '/activites/:aid/:oid/:room/:idTable/snaking',
  '/snaking',
  '/',
  '/tablette',
  '/bar',
] as const;

// Standalone page (bar tablets, e-mail links): own emotion cache, toasts, navigation.
mountStandalone({ App, cacheKey: 'snacking', routes: OWN_ROUTES, siteUrl: __SITE_URL__ });
