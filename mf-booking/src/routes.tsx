import { Route, Routes } from 'react-router-dom';
import { CalendarPage } from './features/planning/components/calendar-page';
import { ReservationPage } from './features/planning/components/reservation-page';
import { CompanyPage } from './features/company/components/company-page';
import { EventsPage } from './features/events/components/events-page';
import { SubscriptionPage } from './features/subscription/components/subscription-page';

/** The booking area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
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
  );
}

export default AppRoutes;
