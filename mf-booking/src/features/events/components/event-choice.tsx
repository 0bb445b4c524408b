import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { Formula, Tariff } from '../../../shared/model/types';

export interface EventChoiceProps {
  events: readonly { formula: Formula; tariff: Tariff }[];
  selected: number;
  color: string;
  onSelect: (index: number) => void;
}

/** 'Choisissez votre soirée': one card per event formula of the offer, with its price. */
export function EventChoice({ events, selected, color, onSelect }: EventChoiceProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Choisissez votre soirée
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {events.map((event, index) => (
          <ButtonBase
            key={event.formula.fid}
            data-testid={`event-${event.formula.fid}`}
            aria-pressed={index === selected}
            onClick={() => onSelect(index)}
            sx={{
              p: 2,
              borderRadius: 2,
              border: 2,
              justifyContent: 'space-between',
              borderColor: index === selected ? color : 'divider',
              bgcolor: index === selected ? `${color}14` : 'background.paper',
            }}
          >
            <Typography sx={{ fontWeight: 700, textAlign: 'left' }}>{event.formula.name}</Typography>
            <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap', ml: 1 }}>
              {formatMoney(event.tariff.price)}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Paper>
  );
}
