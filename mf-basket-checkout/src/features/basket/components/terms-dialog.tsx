import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TERMS_SECTIONS, TERMS_TITLE } from '../model/terms';

/** The general conditions of sale dialog. */
export function TermsDialog({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" aria-labelledby="terms-title" data-testid="terms-dialog">
      <DialogTitle id="terms-title">{TERMS_TITLE}</DialogTitle>
      {/* Scrolls on its own: focusable so that the keyboard can scroll it (axe scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0}>
        {TERMS_SECTIONS.map((section) => (
          <section key={section.title}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((p) => (
              <Typography key={p} variant="body2" sx={{ mb: 1 }}>
                {p}
              </Typography>
            ))}
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button variant="contained" onClick={onAccept} data-testid="terms-accept">
          J&apos;accepte
        </Button>
      </DialogActions>
    </Dialog>
  );
}
