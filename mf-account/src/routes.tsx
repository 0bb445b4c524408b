import { Route, Routes } from 'react-router-dom';
import { ROUTE_TABLE } from './route-table';

/** The account area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}

export default AppRoutes;
