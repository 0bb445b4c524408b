import Box from '@mui/material/Box';
import { AreaErrorBoundary, hydrateFirstScreen } from 'shared-events';
import { AppRoutes } from './routes';

export const AREA_NAME = 'mf_catalog';

// The answers the server drew this page's first screen from: the first render uses them instead of fetching.
hydrateFirstScreen(AREA_NAME);

/** The area as the shell mounts it ('mf_catalog/App'): its own routes inside an area-level error boundary. */
export default function App() {
  return (
    <AreaErrorBoundary name={AREA_NAME}>
      <Box data-area={AREA_NAME} sx={{ width: '100%' }}>
        <AppRoutes />
      </Box>
    </AreaErrorBoundary>
  );
}
