import { useReducer } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoad, useQueryClient, serverMessage } from 'shared-events';
import { formatDate } from 'shared-events/dates';
import { cancelSubscription, type Subscription } from '../api/account-api';
import { subscriptionsLoad } from '../api/account-loads';
import { cancelReducer, canCancel } from '../model/subscription-cancel';
import { SUBSCRIPTION_STATE_LABELS, subscriptionState, type SubscriptionState } from '../model/subscription-state';
import { SubscriptionCancelDialog } from './subscription-cancel-dialog';

export const NO_SUBSCRIPTIONS = "vous n'avez pas encore d'abonnements.";

const STATE_COLOURS: Record<SubscriptionState, 'info' | 'success' | 'default'> = {
  upcoming: 'info',
  active: 'success',
  ended: 'default',
  canceled: 'default',
};

/** The state chip: its text says the state (À venir, Actif, Terminé, Résilié), its colour only goes with it. */
function stateChip(subscription: Subscription) {
  const state = subscriptionState(subscription);
  return { color: STATE_COLOURS[state], label: SUBSCRIPTION_STATE_LABELS[state] };
}

function day(value: string): string {
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}

/** Tab 2: the client's subscriptions, with the cancel flow where the server allows it. */
export function SubscriptionsList({ idClient }: { idClient: number }) {
  const load = subscriptionsLoad(idClient);
  const loaded = useLoad(load);
  const client = useQueryClient();
  const list = loaded.status === 'error' ? 'error' : (loaded.data ?? null);
  const [cancel, dispatch] = useReducer(cancelReducer, { step: 'closed' });

  const confirm = () => {
    if (cancel.step !== 'confirm' || cancel.sending) return;
    const id = cancel.subscription.idAccess;
    dispatch({ type: 'send' });
    cancelSubscription(id).then(
      (updated) => {
        client.setQueryData<Subscription[]>(load.queryKey, (current) =>
          current?.map((s) => (s.idAccess === id ? { ...s, ...updated } : s)),
        );
        dispatch({ type: 'done' });
      },
      (error: unknown) => dispatch({ type: 'failed', message: serverMessage(error) ?? '' }),
    );
  };

  if (list === null) return <Skeleton variant="rounded" height={100} />;
  if (list === 'error')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={loaded.retry} data-testid="subscriptions-retry">
            Réessayer
          </Button>
        }
      >
        Vos abonnements n’ont pas pu être chargés.
      </Alert>
    );
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
          data-testid={`subscription-${s.idAccess}`}
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
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip size="small" {...stateChip(s)} data-testid={`subscription-state-${s.idAccess}`} />
            {canCancel(s) && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => dispatch({ type: 'open', subscription: s })}
                data-testid={`subscription-cancel-${s.idAccess}`}
              >
                Résilier
              </Button>
            )}
          </Box>
        </Paper>
      ))}
      <SubscriptionCancelDialog
        state={cancel}
        onContinue={() => dispatch({ type: 'continue' })}
        onConfirm={confirm}
        onClose={() => dispatch({ type: 'close' })}
      />
    </Stack>
  );
}
