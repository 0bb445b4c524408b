import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Field, Form } from 'react-final-form';
import { INVALID_EMAIL, isEmail } from '../model/tickets-email';

interface Props {
  open: boolean;
  onClose: () => void;
  onSubmit: (email: string) => void;
}

/**
 * Asks the e-mail the order's tickets go to (a snacking basket requires one). Empty at each opening, and not offered
 * to the browser's autofill: on a bar's shared tablet, the last address typed is another guest's.
 */
export function TicketsEmailDialog({ open, onClose, onSubmit }: Props) {
  // The form (react-final-form) lives inside the dialog, which unmounts it once closed: each opening starts empty.
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="tickets-email-title" data-testid="tickets-email-dialog">
      <TicketsEmailForm onClose={onClose} onSubmit={onSubmit} />
    </Dialog>
  );
}

interface EmailValues {
  email?: string;
}

function TicketsEmailForm({ onClose, onSubmit }: Omit<Props, 'open'>) {
  return (
    <Form<EmailValues>
      validate={(values) => (isEmail(values.email ?? '') ? {} : { email: INVALID_EMAIL })}
      onSubmit={(values) => onSubmit((values.email ?? '').trim())}
      subscription={{}}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id="tickets-email-title">Recevoir mes tickets par e-mail</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Indiquez l&apos;adresse e-mail à laquelle nous enverrons votre commande et vos tickets.
            </Typography>
            <Field<string> name="email" parse={(value) => value ?? ''}>
              {({ input, meta }) => {
                // Said once 'Valider' is refused, until the address is typed again.
                const error = meta.submitFailed && !meta.dirtySinceLastSubmit ? (meta.error as string) : null;
                return (
                  <TextField
                    {...input}
                    value={input.value ?? ''}
                    autoFocus
                    fullWidth
                    type="email"
                    autoComplete="off"
                    label="Adresse e-mail"
                    error={error !== null}
                    helperText={error ?? ' '}
                    slotProps={{ htmlInput: { 'data-testid': 'tickets-email-input' } }}
                  />
                );
              }}
            </Field>
          </DialogContent>
          {/* Large: the popup is mostly used on the bar's tablets (touch). */}
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button size="large" onClick={onClose}>
              Annuler
            </Button>
            <Button size="large" type="submit" variant="contained" data-testid="tickets-email-submit">
              Valider
            </Button>
          </DialogActions>
        </form>
      )}
    />
  );
}
