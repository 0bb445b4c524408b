import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { BookingData } from '../../../shared/hooks/load-booking-data';
import { PLANNING_MESSAGES } from '../model/validation';
import { BookingFrame } from '../../../shared/components/booking-frame';

/** The recap without a selection: 'Aucune créneau sélectionnée…' and the way back to the planning. */
export function NoSelection({ data, color, onChoose }: { data: BookingData; color: string; onChoose: () => void }) {
  return (
    <BookingFrame
      title={data.activity.name}
      subtitle={data.formula.name}
      color={color}
      logo={data.activity.logo || undefined}
    >
      <Alert severity="info" sx={{ mb: 2 }} data-testid="no-selection">
        {PLANNING_MESSAGES.noSlotSelected}
      </Alert>
      <Button variant="contained" onClick={onChoose}>
        Choisir un créneau
      </Button>
    </BookingFrame>
  );
}
