import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingView } from './shared/components/status-views';
import { ROUTE_TABLE } from './route-table';

/** The booking area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        {ROUTE_TABLE.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
