import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { requestNavigation } from 'shared-events';
import { BookingFrame } from '../../planning/components/booking-frame';

export const DESK_ONLY_MESSAGE =
  "Cette réservation se fait pour le moment à l'accueil du parc. Notre équipe vous renseigne sur place ou par téléphone.";

/** Company, events and subscription bookings: not online yet, the page says where to book. */
export function DeskOnlyPage({ title }: { title: string }) {
  return (
    <BookingFrame title={title}>
      <Alert severity="info" sx={{ mb: 3 }} data-testid="desk-only">
        {DESK_ONLY_MESSAGE}
      </Alert>
      <Button variant="contained" onClick={() => requestNavigation('/activites')}>
        Retour aux activités
      </Button>
    </BookingFrame>
  );
}
