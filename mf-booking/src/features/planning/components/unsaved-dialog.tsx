import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const UNSAVED_MESSAGE =
  "Votre sélection n'a pas été ajoutée au panier : elle sera perdue si vous quittez cette page.";

/** Warns that leaving loses a selection not yet in the basket. */
export function UnsavedDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-dialog-title" data-testid="unsaved-dialog">
      <DialogTitle id="unsaved-dialog-title" sx={{ fontWeight: 800 }}>
        Attention
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} data-testid="unsaved-stay">
          Rester sur la page
        </Button>
        <Button color="error" variant="contained" onClick={onLeave} data-testid="unsaved-leave">
          Quitter sans enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
