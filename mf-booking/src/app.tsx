import Box from '@mui/material/Box';
import { AreaErrorBoundary } from 'shared-events';
import { AppRoutes } from './routes';

export const AREA_NAME = 'mf_booking';

/** The area as the shell mounts it ('mf_booking/App'): its own routes inside an area-level error boundary. */
export default function App() {
  return (
    <AreaErrorBoundary name={AREA_NAME}>
      <Box data-area={AREA_NAME} sx={{ width: '100%' }}>
        <AppRoutes />
      </Box>
    </AreaErrorBoundary>
  );
}
