import { Route, Routes } from 'react-router-dom';
import { BasketPage } from './features/basket/components/basket-page';
import { ConfirmationPage } from './features/confirmation/components/confirmation-page';
import { SummarizePage } from './features/confirmation/components/summarize-page';

/** The area's routes (absolute paths; the shell mounts this area under a catch-all route). Owned by the area. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/panier" element={<BasketPage />} />
      <Route path="/panier/:zone/:table/snaking" element={<BasketPage />} />
      <Route path="/summarize" element={<SummarizePage />} />
      <Route path="/confirmation" element={<ConfirmationPage />} />
    </Routes>
  );
}

export default AppRoutes;
