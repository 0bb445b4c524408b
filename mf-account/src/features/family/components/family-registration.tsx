import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requestToast, sessionStore, useStore, useLoad, serverMessage } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { BirthdayField } from '../../../shared/forms/components/birthday-field';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { PhoneField } from '../../../shared/forms/components/phone-field';
import { SelectField } from '../../../shared/forms/components/select-field';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { fieldTexts, messages, TOAST_MS } from '../../../shared/forms/model/messages';
import { phoneDigits } from '../../../shared/forms/model/phone';
import { FAMILY_NAME_MAX } from '../../../shared/forms/model/validators';
import {
  birthdayToApi,
  validateFamilyMember,
  type FamilyMemberValues,
} from '../../../shared/forms/model/birthday-validators';
import { kinshipsLoad } from '../../../shared/lookups/api/lookups-api';
import { addFamilyMember, createFamily, familyNameAvailable } from '../api/family-api';
import { useFamily } from '../hooks/use-family';
import { addedMembers, responsibleMember, suggestedFamilyName } from '../model/family';
import { memberFailureMessage } from '../model/member-failure';
import { familyHeading } from '../model/member-form';
import { FamilyDoneDialog } from './family-done-dialog';

/**
 * The family's creation refused or failed (spec §8, decision 0047): a duplicate (409) says 'Client existe déjà…' (or
 * the server's own words), a field rule (400) the server's, a failure that is not a refusal (5xx, no answer) that
 * something went wrong.
 */
export function creationFailureMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return serverMessage(error) ?? messages.duplicate;
  if (status === 400) return serverMessage(error) ?? messages.missingFields;
  return (status >= 400 && status < 500 && serverMessage(error)) || fieldTexts.unexpected;
}

/**
 * Mode 2: after creating an account, the client adds family members, then 'Terminer' (or skips). After each member
 * added, and on 'Terminer', the family-done prompt asks whether that is all; "J'ai terminé" calls onDone.
 * Without onDone (the account page's family tab) the form is shown alone.
 */
export function FamilyRegistration({ onDone }: { onDone?: () => void }) {
  const session = useStore(sessionStore);
  const user = session.currentUser;
  const kinships = useLoad(kinshipsLoad);
  // A family that could not be read is taken as none: the form offers to create one (the server refuses a second).
  const read = useFamily(user?.id ?? null);
  const family = read.family === 'error' ? null : read.family;
  const reload = read.reload;
  // The family this form created, until the family read again shows it (a member's addition may fail after it).
  const [createdId, setCreatedId] = useState<number | null>(null);
  // The family-done prompt: asked after each member added and on 'Terminer' (the family step only).
  const [asking, setAsking] = useState(false);

  if (!user) return null;
  const members = family ? addedMembers(family.members, user.id) : [];
  const needsFamilyName = !family && createdId === null;
  const kinshipName = (id: number | null) => (kinships.data ?? []).find((k) => k.id === id)?.name ?? null;

  const submit = async (values: FamilyMemberValues) => {
    const member = {
      idParam: typeof values.idParam === 'number' ? values.idParam : null,
      firstName: (values.firstName ?? '').trim(),
      lastName: (values.lastName ?? '').trim(),
      email: values.email?.trim() || null,
      phone: phoneDigits(values.phone) || null,
      birthday: values.birthday ? birthdayToApi(values.birthday) : null,
    };
    let familyId = family?.id ?? createdId ?? undefined;
    if (familyId === undefined) {
      try {
        const name = values.familyName ?? '';
        if (!(await familyNameAvailable(name))) {
          requestToast(messages.familyNameTaken, 'error', TOAST_MS);
          return { familyName: messages.familyNameTaken };
        }
        familyId = await createFamily(name, responsibleMember(user));
      } catch (error) {
        // Read again too: a family that exists after all (created by a call whose answer was lost) is then used.
        reload();
        const message = creationFailureMessage(error);
        requestToast(message, 'error', TOAST_MS);
        return { [FORM_ERROR]: message };
      }
      // Kept at once, and read again: a member who cannot be added now is added to this family on the next try.
      setCreatedId(familyId);
      reload();
    }
    try {
      await addFamilyMember(user.id, familyId, member);
    } catch (error) {
      const message = memberFailureMessage(error);
      requestToast(message, 'error', TOAST_MS);
      return { [FORM_ERROR]: message };
    }
    requestToast(messages.familyMemberAdded, 'success', TOAST_MS);
    reload();
    return undefined;
  };

  return (
    <Stack spacing={3}>
      {family === undefined ? null : members.length > 0 ? (
        <Box data-testid="family-members">
          <Typography variant="overline" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {familyHeading(family?.label ?? '')}
          </Typography>
          <List dense>
            {members.map((m) => (
              <ListItem key={m.id} disableGutters>
                <ListItemText primary={`${m.firstName} ${m.lastName}`} secondary={m.email ?? undefined} />
                {kinshipName(m.idParam) && <Chip size="small" label={kinshipName(m.idParam)} />}
              </ListItem>
            ))}
          </List>
        </Box>
      ) : (
        <Alert severity="info">
          Ajoutez les membres de votre famille pour réserver pour eux plus rapidement. Vous pourrez aussi le faire plus
          tard depuis votre compte.
        </Alert>
      )}
      <ParkForm<FamilyMemberValues>
        testId="family-form"
        validate={(values) => validateFamilyMember(values, needsFamilyName)}
        initialValues={{ familyName: suggestedFamilyName(user), idParam: '' }}
        onSubmit={async (values, form) => {
          const result = await submit(values);
          // After a successful add, empty the member fields for the next one, and ask whether that was the last.
          if (!result) {
            setTimeout(() => form.restart({ idParam: '' }));
            if (onDone) setAsking(true);
          }
          return result;
        }}
      >
        {({ submitting, submitError }) => (
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {needsFamilyName && (
                <FormTextField
                  name="familyName"
                  label="Nom de la famille"
                  required
                  slotProps={{ htmlInput: { maxLength: FAMILY_NAME_MAX } }}
                />
              )}
              <SelectField
                name="idParam"
                label="Lien de parenté"
                options={kinships.data ?? []}
                loading={kinships.status === 'loading'}
                helperText={kinships.status === 'error' ? fieldTexts.unexpected : undefined}
                required
              />
              <FormTextField name="firstName" label="Prénom" required />
              <FormTextField name="lastName" label="Nom" required />
              <BirthdayField name="birthday" required />
              <FormTextField name="email" label="Adresse e-mail" type="email" required />
              <PhoneField name="phone" label="Téléphone" required />
            </Box>
            <SubmitError error={submitError} />
            <Button type="submit" variant="outlined" size="large" disabled={submitting} data-testid="family-add">
              Ajouter ce membre
            </Button>
          </Stack>
        )}
      </ParkForm>
      {onDone && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {members.length === 0 && (
            <Button onClick={onDone} data-testid="family-skip">
              Passer cette étape
            </Button>
          )}
          <Button variant="contained" size="large" onClick={() => setAsking(true)} data-testid="family-done">
            Terminer
          </Button>
          <FamilyDoneDialog
            open={asking}
            members={members.map((m) => `${m.firstName} ${m.lastName}`)}
            onAddAnother={() => setAsking(false)}
            onClose={() => setAsking(false)}
            onDone={() => {
              setAsking(false);
              onDone();
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
