import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  bus,
  httpStatus,
  sessionStore,
  signedOutSession,
  snackingAddressStore,
  useInBrowser,
  useStore,
  useLoad,
} from 'shared-events';
import { fetchSnackingActivity, fetchTables, fetchZones } from '../../../shared/api/snacking-api';
import { NO_SNACKING, NO_TABLE, tablePath } from '../../../shared/model/products';
import { LoadFailed, Loading, Message } from '../../../shared/components/status-views';
import { pairTablet } from '../api/bar-api';
import { staffStore, tabletStore } from '../model/bar-stores';
import { BAR_UNREACHABLE, isRefusal } from '../model/refusal';
import { StaffSignIn } from './staff-sign-in';

const UNKNOWN_PLACE = 'Zone ou table inconnue.';

async function loadTables() {
  const [activity, zones] = await Promise.all([fetchSnackingActivity(), fetchZones()]);
  const tables = await fetchTables(zones.map((z) => z.id));
  return {
    aid: activity?.aid ?? null,
    zones: zones.map((z) => ({ ...z, tables: tables.filter((t) => t.zone === z.id) })),
  };
}

function TablePicker({ token }: { token: string }) {
  const state = useLoad({ queryKey: ['mf_snacking', 'tables'], queryFn: loadTables });
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadFailed onRetry={state.retry} />;
  // Without the snacking activity there is no table address to pair with: the area's own words for it.
  if (!state.data.aid) return <Message text={NO_SNACKING} testId="tablet-no-snacking" />;
  const { aid, zones } = state.data;
  const pair = async (zone: number, table: number) => {
    setBusy(true);
    try {
      const paired = await pairTablet(token, zone, table);
      const address = tablePath(aid, paired.zone.id, paired.table.id);
      tabletStore.set(paired);
      // A guest's zone session is for the table the tablet was paired with (decision 0045): the new table's guests
      // sign in again for it. A person's session is left as it is.
      const session = sessionStore.get();
      if (session.token && !session.currentUser) sessionStore.set(signedOutSession);
      snackingAddressStore.set(address);
      staffStore.set({ token: null });
      navigate(address);
    } catch (err) {
      setBusy(false);
      // A refused staff token has ended the staff session: the code form comes back and says so. Another refusal
      // (400) is the API's 'Zone ou table inconnue.'; no answer or a failing server is not an unknown table.
      if (httpStatus(err) === 401) return;
      const message = isRefusal(err) ? UNKNOWN_PLACE : BAR_UNREACHABLE;
      bus.emit({ type: 'toast:requested', message, variant: 'error' });
    }
  };
  return (
    <Box data-testid="tablet-setup">
      <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        Associer cette tablette à une table
      </Typography>
      {zones.map((zone) => (
        <Paper key={zone.id} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {zone.name}
          </Typography>
          {zone.tables.length === 0 && <Typography data-testid={`tablet-no-table-${zone.id}`}>{NO_TABLE}</Typography>}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}>
            {zone.tables.map((table) => (
              <Button
                key={table.id}
                variant="outlined"
                size="large"
                disabled={busy}
                sx={{ minHeight: 72, fontSize: 18 }}
                onClick={() => void pair(zone.id, table.id)}
                data-testid={`tablet-pair-${zone.id}-${table.id}`}
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

const SETUP_TITLE = 'Mise en service de la tablette';

/**
 * The tablet's bare address: a paired tablet opens on its table; otherwise the staff sign in with
 * their code and choose the table (stored as the snacking address, so the tablet always comes back to it).
 */
export function TabletSetup({ repair = false }: { repair?: boolean }) {
  const tablet = useStore(tabletStore);
  const address = useStore(snackingAddressStore);
  const { token } = useStore(staffStore);
  // The tablet's server draws the code form, knowing nothing of what the tablet stored; the browser hydrates that
  // same form, then goes on from what is stored (decision 0039).
  const inBrowser = useInBrowser();
  if (!inBrowser) return <StaffSignIn title={SETUP_TITLE} />;
  if (tablet && address !== '/' && !repair) return <Navigate to={address} replace />;
  if (!token) return <StaffSignIn title={SETUP_TITLE} />;
  return <TablePicker token={token} />;
}
