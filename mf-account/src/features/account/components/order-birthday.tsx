import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CakeIcon from '@mui/icons-material/Cake';
import EditIcon from '@mui/icons-material/Edit';
import DownloadIcon from '@mui/icons-material/Download';
import {
  BIRTHDAY_CAKES,
  BIRTHDAY_MISSING_FIELDS,
  birthdayHasMissingField,
  fromBirthday,
  requestToast,
  toBirthday,
  validateBirthday,
  type BasketBirthday,
  type BirthdayValues,
  serverMessage,
} from 'shared-events';
import { fieldTexts, TOAST_MS } from '../../../shared/forms/model/messages';
import { invitationUrl, updateBirthday, type OrderSale } from '../api/account-api';
import { birthdayEditable, birthdaySummary } from '../model/order-birthday';

export const BIRTHDAY_SAVED = 'Le formulaire de l’anniversaire a été mis à jour.';

/** A paid birthday in the orders tab: the child form (editable until the day before) and the invitation PDF. */
export function OrderBirthday({ orderId, sale }: { orderId: number; sale: OrderSale }) {
  const [form, setForm] = useState(sale.anniversaires!);
  const [editing, setEditing] = useState(false);
  const editable = birthdayEditable(sale.start);

  const download = async () => {
    try {
      window.location.assign(await invitationUrl(orderId));
    } catch (error) {
      requestToast(serverMessage(error) ?? fieldTexts.unexpected, 'error', TOAST_MS);
    }
  };
  const save = async (values: BirthdayValues) => {
    const next = toBirthday(values);
    try {
      await updateBirthday(orderId, next);
      setForm(next);
      setEditing(false);
      requestToast(BIRTHDAY_SAVED, 'success', TOAST_MS);
    } catch (error) {
      requestToast(serverMessage(error) ?? fieldTexts.unexpected, 'error', TOAST_MS);
    }
  };

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}
      data-testid={`order-birthday-${orderId}`}
    >
      <CakeIcon color="secondary" fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="birthday-summary">
        Anniversaire de {birthdaySummary(form)}
      </Typography>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        data-testid={`invitation-${orderId}`}
      >
        Télécharger l’invitation
      </Button>
      {editable && (
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => setEditing(true)}
          data-testid={`birthday-edit-${orderId}`}
        >
          Modifier
        </Button>
      )}
      {editing && (
        <BirthdayEditDialog initial={form as BasketBirthday} onSubmit={save} onClose={() => setEditing(false)} />
      )}
    </Box>
  );
}

function BirthdayEditDialog({
  initial,
  onSubmit,
  onClose,
}: {
  initial: BasketBirthday;
  onSubmit: (values: BirthdayValues) => Promise<void>;
  onClose: () => void;
}) {
  const field = (name: keyof BirthdayValues, label: string, extra: Record<string, unknown> = {}) => (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
        return (
          <TextField
            {...input}
            {...extra}
            value={input.value ?? ''}
            label={label}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { 'data-testid': `birthday-${name}` } }}
          >
            {name === 'gateau'
              ? BIRTHDAY_CAKES.map((cake) => (
                  <MenuItem key={cake.id} value={String(cake.id)} data-testid={`birthday-cake-${cake.id}`}>
                    {cake.name}
                  </MenuItem>
                ))
              : undefined}
          </TextField>
        );
      }}
    </Field>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="birthday-edit-title"
      data-testid="birthday-dialog"
    >
      <Form<BirthdayValues>
        initialValues={fromBirthday(initial)}
        validate={validateBirthday}
        onSubmit={onSubmit}
        render={({ handleSubmit, errors, submitting }) => (
          <form
            noValidate
            onSubmit={(event) => {
              if (errors && birthdayHasMissingField(errors)) requestToast(BIRTHDAY_MISSING_FIELDS, 'error', TOAST_MS);
              void handleSubmit(event);
            }}
          >
            <DialogTitle id="birthday-edit-title" sx={{ fontWeight: 800 }}>
              L’enfant qui fête son anniversaire
            </DialogTitle>
            <DialogContent>
              {field('nom', 'Prénom de l’enfant')}
              {field('age', 'Âge', { type: 'number' })}
              {field('gateau', 'Gâteau', { select: true })}
              {field('commentaires', 'Commentaires', { multiline: true, minRows: 3 })}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} data-testid="birthday-cancel">
                Annuler
              </Button>
              <Button type="submit" variant="contained" disabled={submitting} data-testid="birthday-confirm">
                Enregistrer
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
