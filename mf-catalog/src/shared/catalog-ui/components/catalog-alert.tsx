import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';

// MUI's Alert and its icons (~5 KB gzip) are for the catalogue's exceptions (an empty list, a failed call): they
// load when one is shown, not with every page.
const Alert = lazy(() => import('@mui/material/Alert'));

export interface CatalogAlertProps {
  severity: 'error' | 'info';
  testId: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A message in a MUI Alert; until the Alert has loaded, the same text and action in a plain box. */
export function CatalogAlert({ severity, testId, action, children }: CatalogAlertProps) {
  const plain = (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 0.75,
        px: 2,
        borderRadius: 1,
        border: 1,
        borderColor: `${severity}.main`,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flex: 1, py: 0.75 }}>{children}</Box>
      {action}
    </Box>
  );
  return (
    <Suspense fallback={plain}>
      <Alert severity={severity} data-testid={testId} action={action} sx={{ width: '100%', alignItems: 'center' }}>
        {children}
      </Alert>
    </Suspense>
  );
}
