import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { Extra, ExtraCounts } from '../../extras';
import { EVENT_MAX_MESSAGE } from '../model/event-lines';

export interface EventCountsProps {
  participants: number;
  onParticipants: () => void;
  extras: readonly Extra[];
  counts: ExtraCounts;
  onExtras: () => void;
  total: number;
}

/** The event's participants (the 1-to-6 dialog), the drinks and plates chosen ('FAITES-VOUS PLAISIR !') and the total. */
export function EventCounts({ participants, onParticipants, extras, counts, onExtras, total }: EventCountsProps) {
  const chosen = extras.filter((extra) => (counts[extra.article] ?? 0) > 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>Participants</Typography>
          <Typography variant="body2" color="text.secondary">
            {EVENT_MAX_MESSAGE}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={onParticipants} data-testid="event-participants">
          {participants} {participants > 1 ? 'personnes' : 'personne'}
        </Button>
      </Box>
      {extras.length > 0 ? (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>Boissons et planches apéro</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="event-extras-summary">
                {chosen.length
                  ? chosen.map((extra) => `${counts[extra.article]} × ${extra.name}`).join(', ')
                  : 'Aucune pour le moment'}
              </Typography>
            </Box>
            <Button variant="outlined" onClick={onExtras} data-testid="event-extras">
              {chosen.length ? 'Modifier' : 'Choisir'}
            </Button>
          </Box>
        </>
      ) : null}
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">Total</Typography>
        <Typography sx={{ fontWeight: 800 }} data-testid="event-total">
          {formatMoney(total)}
        </Typography>
      </Box>
    </Paper>
  );
}
