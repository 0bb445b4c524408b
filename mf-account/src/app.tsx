import Box from '@mui/material/Box';
import { AreaErrorBoundary, hydrateFirstScreen } from 'shared-events';
import { matchPath } from 'react-router-dom';
import { ACCOUNT_PATH, loadAccountPage } from './route-table';
import { AppRoutes } from './routes';

export const AREA_NAME = 'mf_account';

// The sign-in and password pages' first screens load nothing, but the server's script goes with the first read.
hydrateFirstScreen(AREA_NAME);

/**
 * What the page at `url` needs before the area replaces the server's first screen (the shell's loader waits for it):
 * the account page's code, so that the server's account gives way to the area's without a spinner between them.
 */
export function ready(url: string): Promise<unknown> {
  return matchPath(ACCOUNT_PATH, url.split(/[?#]/)[0] ?? '') ? loadAccountPage() : Promise.resolve();
}

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
