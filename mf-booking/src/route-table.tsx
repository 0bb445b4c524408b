import { lazy } from 'react';
import type { AreaRoute } from 'shared-events';
import { CalendarPage } from './features/planning/components/calendar-page';
import { parseBookingParams } from './features/planning/components/paths';
import { bookingDataLoad } from './shared/hooks/load-booking-data';
import { recapDataLoad } from './features/planning/hooks/recap-data-load';

// The journey's pages (calendar, recap) come with the area; the others load when visited, so that the calendar's
// first load does not fetch nor run their code (the subscription page's date picker above all: ~60 KB gzip).
// The recap is in the area's App chunk ('eager': no request of its own) but evaluated only when shown: the
// calendar's start does not run its dialogs and forms (decision 0027).
const ReservationPage = lazy(() =>
  import(/* webpackMode: "eager" */ './features/planning/components/reservation-page').then((m) => ({
    default: m.ReservationPage,
  })),
);
const CompanyPage = lazy(() =>
  import('./features/company/components/company-page').then((m) => ({ default: m.CompanyPage })),
);
const EventsPage = lazy(() =>
  import('./features/events/components/events-page').then((m) => ({ default: m.EventsPage })),
);
const SubscriptionPage = lazy(() =>
  import('./features/subscription/components/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);

/**
 * The calendar's first screen, rendered on the server (decision 0007): the activity and the formula, drawn before
 * any script. The day and its slots depend on the visitor's clock and stored selection: the browser draws them.
 */
function calendarFirstScreen(params: Readonly<Record<string, string | undefined>>) {
  const ids = parseBookingParams(params);
  return ids ? [bookingDataLoad(ids.aid, ids.oid, ids.fid)] : [];
}

/**
 * The recap's first screen (decision 0038): the formula's recap, drawn from the API's answers; the visitor's
 * selection (this browser's) shows as '…' until the browser draws the page.
 */
function recapFirstScreen(params: Readonly<Record<string, string | undefined>>) {
  const ids = parseBookingParams(params);
  return ids ? [recapDataLoad(ids.aid, ids.oid, ids.fid)] : [];
}

/** The path of the recap (the server renders its page directly: see features/first-screen). */
export const RECAP_PATH = '/activites/:aid/:oid/:fid/reservation';

/** The booking area's pages: its router, its standalone page and the shell's remotes.json follow this table. */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/activites/:aid/:oid/:fid/calendar', Page: CalendarPage, firstScreen: calendarFirstScreen },
  { path: '/activites/:aid/:oid/:fid/pack/:n/calendar', Page: CalendarPage, firstScreen: calendarFirstScreen },
  { path: RECAP_PATH, Page: ReservationPage, firstScreen: recapFirstScreen },
  { path: '/activites/:aid/:oid/entreprise', Page: CompanyPage },
  { path: '/activites/:aid/:oid/events', Page: EventsPage },
  { path: '/activites/:aid/:oid/:fid/:accessId/calendar', Page: SubscriptionPage },
  { path: '/activites/:aid/:oid/:fid/abonnement', Page: SubscriptionPage },
  { path: '/activites/:aid/:oid/:fid/:bid/aboCalendar', Page: SubscriptionPage },
  { path: '/activites/:aid/:oid/:fid/:bid/reservation', Page: SubscriptionPage },
];
