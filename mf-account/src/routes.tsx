import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ROUTE_TABLE } from './route-table';

/** The account area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Chargement" />
        </Box>
      }
    >
      <Routes>
        {ROUTE_TABLE.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

export default AppRoutes;
