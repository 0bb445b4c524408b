import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingView } from './shared/components/status-views';
import type { AreaRoute } from 'shared-events';
import { ROUTE_TABLE } from './route-table';

/**
 * The booking area's routes (absolute paths: the shell mounts this area under a catch-all route). The server gives its
 * own table: the same pages, none loaded on demand (it renders in one pass, without waiting for a page's code).
 */
export function AppRoutes({ table = ROUTE_TABLE }: { table?: readonly AreaRoute[] }) {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        {table.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
