import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from 'shared-events/dates';
import { fetchSubscriptions, type Subscription } from '../api/account-api';

export const NO_SUBSCRIPTIONS = "vous n'avez pas encore d'abonnements.";

function day(value: string): string {
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}

/** Tab 2: the client's subscriptions. */
export function SubscriptionsList({ idClient }: { idClient: number }) {
  const [list, setList] = useState<Subscription[] | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    fetchSubscriptions(idClient).then(
      (items) => live && setList(items),
      () => live && setList('error'),
    );
    return () => {
      live = false;
    };
  }, [idClient]);

  if (list === null) return <Skeleton variant="rounded" height={100} />;
  if (list === 'error') return <Alert severity="error">Vos abonnements n’ont pas pu être chargés.</Alert>;
  if (list.length === 0)
    return (
      <Alert severity="info" data-testid="subscriptions-empty">
        {NO_SUBSCRIPTIONS}
      </Alert>
    );
  return (
    <Stack spacing={2} data-testid="subscriptions-list">
      {list.map((s) => (
        <Paper
          key={s.idAccess}
          variant="outlined"
          sx={{
            p: 2,
            borderRadius: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <div>
            <Typography sx={{ fontWeight: 700 }}>{s.accessLabel}</Typography>
            <Typography variant="body2" color="text.secondary">
              Du {day(s.start)} au {day(s.end)}
            </Typography>
          </div>
          <Chip size="small" color={s.canceled ? 'default' : 'success'} label={s.canceled ? 'Résilié' : 'Actif'} />
        </Paper>
      ))}
    </Stack>
  );
}
