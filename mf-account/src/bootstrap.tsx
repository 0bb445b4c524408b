import { mountStandalone } from 'shared-events';
import App from './app';

declare const __SITE_URL__: string;

/** Routes this area renders; on a standalone page, other paths are opened on the full site. */
export const OWN_ROUTES = ['/', '/setPassword', '/compte'] as const;

// Standalone page (bar tablets, e-mail links): own emotion cache, toasts, navigation.
mountStandalone({ App, cacheKey: 'account', routes: OWN_ROUTES, siteUrl: __SITE_URL__ });
