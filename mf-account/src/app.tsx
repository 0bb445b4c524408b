import Box from '@mui/material/Box';
import { AreaErrorBoundary, hydrateFirstScreen } from 'shared-events';
import { AppRoutes } from './routes';

export const AREA_NAME = 'mf_account';

// The sign-in and password pages' first screens load nothing, but the server's script goes with the first read.
hydrateFirstScreen(AREA_NAME);

/**
 * The area as the shell mounts it ('mf_account/App'): its own routes inside an area-level error boundary.
 * The date pickers' localisation is provided by the birthday field itself (shared/forms), from this area's own copy
 * of MUI X: the pages that have no picker do not load moment.
 */
export default function App() {
  return (
    <AreaErrorBoundary name={AREA_NAME}>
      <Box data-area={AREA_NAME} sx={{ width: '100%' }}>
        <AppRoutes />
      </Box>
    </AreaErrorBoundary>
  );
}
