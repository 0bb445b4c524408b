import Box from '@mui/material/Box';

/** /test: the spec's empty test page. */
export function TestPage() {
  return <Box component="section" data-testid="test-page" sx={{ minHeight: '40vh' }} />;
}
