import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DayField, DaySlotsView } from '../../planning';

type DayProps = Pick<ComponentProps<typeof DayField>, 'day' | 'now' | 'openDays' | 'onChange'>;

export interface EventDaySectionProps extends DayProps {
  /** The chosen day's slot cards, a spinner while they load, or why there are none. */
  slots: ComponentProps<typeof DaySlotsView>;
}

/** The events page's 'Date et créneau' box: the day picker, then that day's slots. */
export function EventDaySection({ day, now, openDays, onChange, slots }: EventDaySectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Date et créneau
      </Typography>
      <DayField day={day} now={now} id="event-day" openDays={openDays} onChange={onChange} />
      <Box sx={{ mt: 2 }}>
        <DaySlotsView {...slots} />
      </Box>
    </Paper>
  );
}
