import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CANCEL_TITLE, cancelQuestion, cancelWarning, type CancelStep } from '../model/subscription-cancel';

export interface SubscriptionCancelDialogProps {
  state: CancelStep;
  onContinue(): void;
  onConfirm(): void;
  onClose(): void;
}

/** One dialog, three steps: the warning, the confirmation, the result (spec §2, §4). */
export function SubscriptionCancelDialog({ state, onContinue, onConfirm, onClose }: SubscriptionCancelDialogProps) {
  const open = state.step !== 'closed';
  const label = state.step === 'closed' ? '' : state.subscription.accessLabel;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="subscription-cancel-dialog">
      <DialogTitle sx={{ fontWeight: 800 }}>{CANCEL_TITLE}</DialogTitle>
      <DialogContent>
        {state.step === 'warning' && (
          <Alert severity="warning" data-testid="subscription-cancel-warning">
            {cancelWarning(label)}
          </Alert>
        )}
        {state.step === 'confirm' && (
          <DialogContentText data-testid="subscription-cancel-question">{cancelQuestion(label)}</DialogContentText>
        )}
        {state.step === 'result' && (
          <Alert severity={state.ok ? 'success' : 'error'} data-testid="subscription-cancel-result">
            {state.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {state.step === 'warning' && (
          <>
            <Button onClick={onClose}>Annuler</Button>
            <Button variant="contained" color="warning" onClick={onContinue} data-testid="subscription-cancel-continue">
              Continuer
            </Button>
          </>
        )}
        {state.step === 'confirm' && (
          <>
            <Button onClick={onClose} disabled={state.sending}>
              Non
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={onConfirm}
              disabled={state.sending}
              data-testid="subscription-cancel-confirm"
            >
              Oui, résilier
            </Button>
          </>
        )}
        {state.step === 'result' && (
          <Button variant="contained" onClick={onClose} data-testid="subscription-cancel-close">
            Fermer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
