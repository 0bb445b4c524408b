import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import { CountField } from '../../planning/components/count-field';
import type { Tariff } from '../../planning/model/types';
import { EVENT_EXTRA_COUNTER, EVENT_MAX_MESSAGE, EVENT_PARTICIPANTS } from '../model/event-lines';

export interface EventCountsProps {
  participants: number;
  onParticipants: (value: number) => void;
  extras: readonly { name: string; article: number; tariff: Tariff; count: number }[];
  onExtra: (index: number, value: number) => void;
  total: number;
}

/** The event's participants (1 to 6), its drinks and plates (0 and up) and the total. */
export function EventCounts({ participants, onParticipants, extras, onExtra, total }: EventCountsProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <CountField
        label="Participants"
        helper={EVENT_MAX_MESSAGE}
        value={participants}
        bounds={EVENT_PARTICIPANTS}
        onChange={onParticipants}
        testId="event-participants"
      />
      {extras.length > 0 ? (
        <>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            Boissons et planches apéro
          </Typography>
          {extras.map((extra, index) => (
            <CountField
              key={extra.article}
              label={extra.name}
              helper={formatMoney(extra.tariff.price)}
              value={extra.count}
              bounds={EVENT_EXTRA_COUNTER}
              onChange={(value) => onExtra(index, value)}
              testId={`event-extra-${extra.article}`}
            />
          ))}
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
