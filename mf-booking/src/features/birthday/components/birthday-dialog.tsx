import { useState } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { requestToast, type BasketBirthday } from 'shared-events';
import {
  CAKES,
  MISSING_FIELDS,
  fromBirthday,
  hasMissingField,
  toBirthday,
  validateBirthday,
  type BirthdayValues,
} from '../model/birthday-form';

export interface BirthdayDialogProps {
  open: boolean;
  /** The line's current form (editing with the pencil). */
  initial: BasketBirthday | null;
  onSubmit: (birthday: BasketBirthday) => void;
  onClose: () => void;
  /** What was being typed before a reload (opens with it instead of the line's form). */
  typed?: BirthdayValues;
  /** Told the values as they are typed (kept for a reload). */
  onTyping?: (values: BirthdayValues) => void;
}

type FieldName = keyof BirthdayValues;

function FormField({
  name,
  label,
  ...rest
}: {
  name: FieldName;
  label: string;
  select?: boolean;
  type?: string;
  multiline?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
        return (
          <TextField
            {...input}
            {...rest}
            value={input.value ?? ''}
            id={`birthday-${name}`}
            label={label}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            margin="dense"
            minRows={rest.multiline ? 3 : undefined}
            slotProps={{
              htmlInput: { 'data-testid': `birthday-${name}`, ...(rest.type === 'number' ? { min: 1 } : {}) },
            }}
          />
        );
      }}
    </Field>
  );
}

/** The birthday child form: first name, age (at least 1), cake, comments. */
export function BirthdayDialog({ open, initial, onSubmit, onClose, typed, onTyping }: BirthdayDialogProps) {
  // Read once: the parent's redraws do not reset what is being typed.
  const [initialValues] = useState(() => typed ?? fromBirthday(initial));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="birthday-dialog-title"
      data-testid="birthday-dialog"
      fullWidth
      maxWidth="sm"
    >
      <Form<BirthdayValues>
        initialValues={initialValues}
        validate={validateBirthday}
        onSubmit={(values) => onSubmit(toBirthday(values))}
        render={({ handleSubmit, errors }) => (
          <form
            noValidate
            onSubmit={(event) => {
              if (errors && hasMissingField(errors)) requestToast(MISSING_FIELDS, 'error');
              void handleSubmit(event);
            }}
          >
            {onTyping ? (
              <FormSpy<BirthdayValues> subscription={{ values: true }} onChange={({ values }) => onTyping(values)} />
            ) : null}
            <DialogTitle id="birthday-dialog-title" sx={{ fontWeight: 800 }}>
              L’enfant qui fête son anniversaire
            </DialogTitle>
            <DialogContent>
              <FormField name="nom" label="Prénom de l’enfant" />
              <FormField name="age" label="Âge" type="number" />
              <FormField name="gateau" label="Gâteau" select>
                {CAKES.map((cake) => (
                  <MenuItem key={cake.id} value={String(cake.id)} data-testid={`birthday-cake-${cake.id}`}>
                    {cake.name}
                  </MenuItem>
                ))}
              </FormField>
              <FormField name="commentaires" label="Commentaires" multiline />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} data-testid="birthday-cancel">
                Annuler
              </Button>
              <Button type="submit" variant="contained" data-testid="birthday-confirm">
                Valider
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
