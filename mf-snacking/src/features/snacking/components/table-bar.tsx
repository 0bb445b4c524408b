import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { basketStore, bus, useStore } from 'shared-events';
import { linesOfTable } from '../model/table-line';
import { tablePath } from '../../../shared/model/products';

/** The buttons every table screen keeps: back to the table's menu, and its basket with the count. */
export function TableBar({ aid, zone, table }: { aid: number; zone: number; table: number }) {
  const { lines } = useStore(basketStore);
  const count = linesOfTable(lines, zone, table).reduce((n, l) => n + l.counter, 0);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Button
        component={RouterLink}
        to={tablePath(aid, zone, table)}
        variant="outlined"
        size="large"
        sx={{ minHeight: 56 }}
      >
        Retour au menu
      </Button>
      <Badge badgeContent={count} color="secondary" data-testid="snack-basket-count">
        <Button
          variant="contained"
          size="large"
          sx={{ minHeight: 56 }}
          disabled={count === 0}
          onClick={() => bus.emit({ type: 'navigation:requested', to: `/panier/${zone}/${table}/snaking` })}
        >
          Mon panier
        </Button>
      </Badge>
    </Box>
  );
}
