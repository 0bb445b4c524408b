import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CalendarPage } from './features/planning/components/calendar-page';
import { ReservationPage } from './features/planning/components/reservation-page';
import { LoadingView } from './features/planning/components/status-views';

// The journey's pages (calendar, recap) come with the area; the others load when visited, so that the calendar's
// first load does not fetch nor run their code (the subscription page's date picker above all: ~60 KB gzip).
const CompanyPage = lazy(() =>
  import('./features/company/components/company-page').then((m) => ({ default: m.CompanyPage })),
);
const EventsPage = lazy(() =>
  import('./features/events/components/events-page').then((m) => ({ default: m.EventsPage })),
);
const SubscriptionPage = lazy(() =>
  import('./features/subscription/components/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);

/** The booking area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path="/activites/:aid/:oid/:fid/calendar" element={<CalendarPage />} />
        <Route path="/activites/:aid/:oid/:fid/pack/:n/calendar" element={<CalendarPage />} />
        <Route path="/activites/:aid/:oid/:fid/reservation" element={<ReservationPage />} />
        <Route path="/activites/:aid/:oid/entreprise" element={<CompanyPage />} />
        <Route path="/activites/:aid/:oid/events" element={<EventsPage />} />
        <Route path="/activites/:aid/:oid/:fid/:accessId/calendar" element={<SubscriptionPage />} />
        <Route path="/activites/:aid/:oid/:fid/abonnement" element={<SubscriptionPage />} />
        <Route path="/activites/:aid/:oid/:fid/:bid/aboCalendar" element={<SubscriptionPage />} />
        <Route path="/activites/:aid/:oid/:fid/:bid/reservation" element={<SubscriptionPage />} />
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
