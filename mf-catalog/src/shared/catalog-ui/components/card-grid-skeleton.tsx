import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CardGrid } from './card-grid';

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid="catalog-loading">
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        Chargement…
      </Box>
      <CardGrid label="Chargement">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Skeleton variant="rectangular" sx={{ borderRadius: 3, aspectRatio: '3 / 2', height: 'auto' }} />
            <Skeleton variant="text" sx={{ fontSize: '1.4rem', mt: 1, width: '70%' }} />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
