import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { membersSentence } from '../model/family';

export const FAMILY_DONE_QUESTION = "Avez-vous terminé d'ajouter les membres de votre famille ?";
export const ADD_ANOTHER = 'Ajouter un autre membre';
export const DONE = "J'ai terminé";

export interface FamilyDoneDialogProps {
  open: boolean;
  /** The members of the family so far ('Léa Dupont'), said in the dialog. */
  members: readonly string[];
  /** 'Ajouter un autre membre': back to the member form. */
  onAddAnother(): void;
  /** Escape or a click outside: the prompt goes, nothing else. */
  onClose(): void;
  /** "J'ai terminé": the journey goes on. */
  onDone(): void;
}

/**
 * The family-done prompt (spec §2): once a member is added, or 'Terminer' pressed, asks whether the client has finished
 * adding the members of their family. The focus stays in it while open and goes back to what had it on close.
 */
export function FamilyDoneDialog({ open, members, onAddAnother, onClose, onDone }: FamilyDoneDialogProps) {
  const sentence = membersSentence(members);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="family-done-title"
      aria-describedby={sentence ? 'family-done-members' : undefined}
      data-testid="family-done-dialog"
    >
      <DialogTitle id="family-done-title" sx={{ fontWeight: 800 }}>
        {FAMILY_DONE_QUESTION}
      </DialogTitle>
      {sentence && (
        <DialogContent>
          <DialogContentText id="family-done-members">{sentence}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onAddAnother} data-testid="family-done-add-another">
          {ADD_ANOTHER}
        </Button>
        <Button variant="contained" onClick={onDone} data-testid="family-done-confirm">
          {DONE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
