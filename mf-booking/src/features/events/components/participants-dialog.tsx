import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EVENT_MAX_MESSAGE } from '../model/event-lines';

export const PARTICIPANTS_TITLE = 'Nombre de participants';

/** The participant count dialog (spec §2, §9: 1 to 6): one button per count, chosen with one tap. */
export function ParticipantsDialog(props: {
  value: number;
  choices: readonly number[];
  onChoose: (value: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="participants-dialog-title" data-testid="participants-dialog">
      <DialogTitle id="participants-dialog-title" sx={{ fontWeight: 800 }}>
        {PARTICIPANTS_TITLE}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {EVENT_MAX_MESSAGE}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={props.value}
          onChange={(_, value: number | null) => {
            if (value !== null) props.onChoose(value);
          }}
          aria-label={PARTICIPANTS_TITLE}
          sx={{ flexWrap: 'wrap' }}
        >
          {props.choices.map((count) => (
            <ToggleButton
              key={count}
              value={count}
              sx={{ minWidth: 48, fontWeight: 800, fontSize: '1.1rem' }}
              data-testid={`participants-choice-${count}`}
            >
              {count}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
