import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { BasketLine } from '../../../shared/platform/types';
import { MISSING_EXTRAS_TEXT, MISSING_EXTRAS_TITLE, missingText, type MissingExtras } from '../model/missing-extras';

/** Before 'Valider mes horaires': the bookings without their accessories or wristband, each with 'Ajouter' (the pencil). */
export function MissingExtrasDialog(props: {
  missing: readonly MissingExtras[];
  onAdd: (line: BasketLine) => void;
  onContinue: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="missing-extras-title"
      fullWidth
      maxWidth="sm"
      data-testid="missing-extras-dialog"
    >
      <DialogTitle id="missing-extras-title" sx={{ fontWeight: 800 }}>
        {MISSING_EXTRAS_TITLE}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{MISSING_EXTRAS_TEXT}</Typography>
        <List>
          {props.missing.map((missing) => (
            <ListItem
              key={missing.line.nid}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => props.onAdd(missing.line)}
                  data-testid={`missing-extras-add-${missing.line.nid}`}
                >
                  Ajouter
                </Button>
              }
            >
              <ListItemText
                primary={missing.line.description}
                secondary={[missing.line.day, missing.line.houre, missingText(missing)].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={props.onContinue} data-testid="missing-extras-continue">
          Continuer sans
        </Button>
      </DialogActions>
    </Dialog>
  );
}
