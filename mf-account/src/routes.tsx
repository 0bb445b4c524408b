import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { AreaRoute } from 'shared-events';
import { ROUTE_TABLE } from './route-table';

/**
 * The account area's routes (absolute paths: the shell mounts this area under a catch-all route). The server renders
 * with its own table: the same pages, none loaded on demand (it renders in one pass).
 */
export function AppRoutes({ table = ROUTE_TABLE }: { table?: readonly AreaRoute[] }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Chargement" />
        </Box>
      }
    >
      <Routes>
        {table.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
