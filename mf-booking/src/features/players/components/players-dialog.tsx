import { useState } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestToast, type BasketPlayers } from 'shared-events';
import {
  MISSING_FIELDS,
  fromPlayers,
  hasMissingField,
  playerCount,
  toPlayers,
  validatePlayers,
  type PlayersValues,
} from '../model/players-form';

export interface PlayersDialogProps {
  participants: number;
  /** The line's current team (the pencil). */
  initial: BasketPlayers | null;
  bookingDate: string;
  gameValue: string;
  onSubmit: (players: BasketPlayers) => void;
  onClose: () => void;
  /** What was being typed before a reload (opens with it instead of the team). */
  typed?: PlayersValues;
  /** Told the values as they are typed (kept for a reload). */
  onTyping?: (values: PlayersValues) => void;
}

function NameField({ name, label }: { name: string; label: string }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
        return (
          <TextField
            {...input}
            value={input.value ?? ''}
            label={label}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { 'data-testid': `players-${name}`, maxLength: 40 } }}
          />
        );
      }}
    </Field>
  );
}

/** The team and its drivers' names, for the session's ranking e-mailed after the race. */
export function PlayersDialog(props: PlayersDialogProps) {
  const count = playerCount(props.participants);
  // Read once: the parent's redraws do not reset what is being typed.
  const [initialValues] = useState(() => props.typed ?? fromPlayers(props.initial));
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="players-title"
      data-testid="players-dialog"
      fullWidth
      maxWidth="sm"
    >
      <Form<PlayersValues>
        initialValues={initialValues}
        validate={(values) => validatePlayers(values, props.participants)}
        onSubmit={(values) =>
          props.onSubmit(
            toPlayers(values, props.participants, { bookingDate: props.bookingDate, gameValue: props.gameValue }),
          )
        }
        render={({ handleSubmit, errors }) => (
          <form
            noValidate
            onSubmit={(event) => {
              if (errors && hasMissingField(errors)) requestToast(MISSING_FIELDS, 'error');
              void handleSubmit(event);
            }}
          >
            {props.onTyping ? (
              <FormSpy<PlayersValues>
                subscription={{ values: true }}
                onChange={({ values }) => props.onTyping!(values)}
              />
            ) : null}
            <DialogTitle id="players-title" sx={{ fontWeight: 800 }}>
              Votre équipe
            </DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Le classement de la session vous est envoyé par e-mail après la course.
              </Typography>
              <NameField name="TeamName" label="Nom de l’équipe" />
              {Array.from({ length: count }, (_, i) => (
                <NameField key={i} name={`player_${i + 1}`} label={`Pilote ${i + 1}`} />
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={props.onClose} data-testid="players-cancel">
                Annuler
              </Button>
              <Button type="submit" variant="contained" data-testid="players-confirm">
                Valider
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
