import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** An information message (empty list, unknown id) with an optional way back. */
export function CatalogMessage({
  children,
  testId,
  back,
}: {
  children: ReactNode;
  testId: string;
  back?: { to: string; label: string };
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" data-testid={testId} sx={{ width: '100%' }}>
        {children}
      </Alert>
      {back && (
        <Button component={Link} to={back.to} variant="contained" data-testid="catalog-back">
          {back.label}
        </Button>
      )}
    </Stack>
  );
}
