import { Route, Routes } from 'react-router-dom';
import { ActivitiesPage } from './features/activities/components/activities-page';
import { OffersPage } from './features/offers/components/offers-page';
import { FormulasPage } from './features/formulas/components/formulas-page';

/** The catalogue's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/activites" element={<ActivitiesPage />} />
      <Route path="/activites/:aid" element={<OffersPage />} />
      <Route path="/activites/:aid/:oid" element={<FormulasPage />} />
    </Routes>
  );
}

export default AppRoutes;
