import { mountStandalone } from 'shared-events';
import App from './app';

declare const __SITE_URL__: string;

/** Routes this area renders; on a standalone page, other paths are opened on the full site. */
export const OWN_ROUTES = [
  '/activites/:aid/:oid/:fid/calendar',
  '/activites/:aid/:oid/:fid/pack/:n/calendar',
  '/activites/:aid/:oid/:fid/reservation',
  '/activites/:aid/:oid/entreprise',
  '/activites/:aid/:oid/events',
  '/activites/:aid/:oid/:fid/:accessId/calendar',
  '/activites/:aid/:oid/:fid/abonnement',
  '/activites/:aid/:oid/:fid/:bid/aboCalendar',
  '/activites/:aid/:oid/:fid/:bid/reservation',
] as const;

// Standalone page (`pnpm --filter mf-booking serve`, development): own emotion cache, toasts, navigation.
mountStandalone({ App, cacheKey: 'booking', routes: OWN_ROUTES, siteUrl: __SITE_URL__ });
