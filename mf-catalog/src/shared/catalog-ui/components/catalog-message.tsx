import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CatalogAlert } from './catalog-alert';

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
      <CatalogAlert severity="info" testId={testId}>
        {children}
      </CatalogAlert>
      {back && (
        <Button component={Link} to={back.to} variant="contained" data-testid="catalog-back">
          {back.label}
        </Button>
      )}
    </Stack>
  );
}
