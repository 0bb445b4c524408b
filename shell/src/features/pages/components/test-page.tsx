import Box from '@mui/material/Box';
import { useLoad } from 'shared-events';
import { fetchTestFormulas, TEST_CALL_RETRIES } from '../api/test-call';

/**
 * /test: the spec's empty test page. It makes the spec's test call (GET /api/v1/formulesx, retried 3 times) and
 * shows nothing; its state is on the page (`data-state`: loading, success, error) for whoever checks the API from it.
 */
export function TestPage() {
  const state = useLoad({ queryKey: ['shell', 'formulesx'], queryFn: fetchTestFormulas, retries: TEST_CALL_RETRIES });
  return <Box component="section" data-testid="test-page" data-state={state.status} sx={{ minHeight: '40vh' }} />;
}
