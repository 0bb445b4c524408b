import Box from '@mui/material/Box';
import { AreaErrorBoundary, hydrateFirstScreen } from 'shared-events';
import { AppRoutes } from './routes';

export const AREA_NAME = 'mf_snacking';
/** The emotion cache key of the area's own page (the bar tablet): its browser's and its server's. */
export const STANDALONE_CACHE_KEY = 'snacking';

// The answers the server's first screen was drawn from (decision 0031), before the area's first render.
hydrateFirstScreen(AREA_NAME);

/** The area as the shell mounts it ('mf_snacking/App'): its own routes inside an area-level error boundary. */
export default function App() {
  return (
    <AreaErrorBoundary name={AREA_NAME}>
      <Box data-area={AREA_NAME} sx={{ width: '100%' }}>
        <AppRoutes />
      </Box>
    </AreaErrorBoundary>
  );
}
