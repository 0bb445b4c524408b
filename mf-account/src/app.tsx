import Box from '@mui/material/Box';
import { AreaErrorBoundary, hydrateFirstScreen } from 'shared-events';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { AppRoutes } from './routes';

export const AREA_NAME = 'mf_account';

// The sign-in and password pages' first screens load nothing, but the server's script goes with the first read.
hydrateFirstScreen(AREA_NAME);

/**
 * The area as the shell mounts it ('mf_account/App'): its own routes inside an area-level error boundary.
 * The date pickers' localisation is provided here, from this area's own copy of MUI X (a picker only sees
 * the LocalizationProvider of its own copy; MUI X is not a shared module).
 */
export default function App() {
  return (
    <AreaErrorBoundary name={AREA_NAME}>
      <AreaDatePickers>
        <Box data-area={AREA_NAME} sx={{ width: '100%' }}>
          <AppRoutes />
        </Box>
      </AreaDatePickers>
    </AreaErrorBoundary>
  );
}
