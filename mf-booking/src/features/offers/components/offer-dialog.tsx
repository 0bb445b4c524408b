import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** An offer made before the basket: a title, its text, 'Non merci' and the button that takes it. */
export function OfferDialog(props: {
  title: string;
  children: ReactNode;
  acceptLabel: string;
  onAccept: () => void;
  onDecline: () => void;
  onClose: () => void;
  testId: string;
}) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={`${props.testId}-title`}
      maxWidth="xs"
      fullWidth
      data-testid={props.testId}
    >
      <DialogTitle id={`${props.testId}-title`} sx={{ fontWeight: 800 }}>
        {props.title}
      </DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onDecline} data-testid={`${props.testId}-decline`}>
          Non merci
        </Button>
        <Button variant="contained" onClick={props.onAccept} data-testid={`${props.testId}-accept`}>
          {props.acceptLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
