import { Route, Routes } from 'react-router-dom';
import { BarScreen } from './features/bar/components/bar-screen';
import { TabletSetup } from './features/bar/components/tablet-setup';
import { CategoryProducts } from './features/snacking/components/category-products';
import { SnackingHome } from './features/snacking/components/snacking-home';
import { TableProducts } from './features/snacking/components/table-products';

/** The snacking area's routes (absolute paths: the shell mounts this area under a catch-all route). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<TabletSetup />} />
      <Route path="/tablette" element={<TabletSetup repair />} />
      <Route path="/bar" element={<BarScreen />} />
      <Route path="/snaking" element={<SnackingHome />} />
      <Route path="/activites/:aid/:room/:table/snaking" element={<TableProducts />} />
      <Route path="/activites/:aid/:oid/:room/:idTable/snaking" element={<CategoryProducts />} />
    </Routes>
  );
}

export default AppRoutes;
