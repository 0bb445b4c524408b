import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { barLoad } from '../api/snacking-loads';
import { NO_SNACKING, NO_TABLE, tablePath } from '../../../shared/model/products';
import { LoadFailed, Loading, Message } from '../../../shared/components/status-views';
import { useLoad } from 'shared-events';

/** /snaking: the bar's zones and their tables, each leading to the table's products. */
export function SnackingHome() {
  const state = useLoad(barLoad());
  return (
    <Box data-testid="snacking-home">
      <Typography variant="h1" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        Snacking
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={state.retry} />}
      {state.status === 'success' && !state.data.activity && <Message text={NO_SNACKING} />}
      {state.status === 'success' &&
        state.data.activity &&
        state.data.zones.map((zone) => (
          <Paper key={zone.id} variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`snack-zone-${zone.id}`}>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {zone.name}
            </Typography>
            {zone.tables.length === 0 && <Typography data-testid={`snack-no-table-${zone.id}`}>{NO_TABLE}</Typography>}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {zone.tables.map((table) => (
                <Button
                  key={table.id}
                  component={RouterLink}
                  to={tablePath(state.data.activity!.aid, zone.id, table.id)}
                  variant="outlined"
                  data-testid={`snack-table-${table.id}`}
                >
                  {table.name}
                </Button>
              ))}
            </Box>
          </Paper>
        ))}
    </Box>
  );
}
