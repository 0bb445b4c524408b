import { mountStandalone } from 'shared-events';
import App from './app';
import { markStandalone } from './features/auth/model/standalone';
import { StandaloneHeader } from './features/standalone/components/standalone-header';

declare const __SITE_URL__: string;

/** Routes this area renders; on a standalone page, other paths are opened on the full site. */
export const OWN_ROUTES = ['/', '/setPassword', '/compte'] as const;

markStandalone();

// Standalone page (e-mail links): the park's header and theme, own emotion cache, toasts, navigation.
mountStandalone({ App, Header: StandaloneHeader, cacheKey: 'account', routes: OWN_ROUTES, siteUrl: __SITE_URL__ });
