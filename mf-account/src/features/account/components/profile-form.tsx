import { useMemo } from 'react';
import moment from 'moment-timezone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bus, requestToast, sessionStore, type CurrentUser, serverMessage, useLoad } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { BirthdayField } from '../../../shared/forms/components/birthday-field';
import { CityField } from '../../../shared/forms/components/city-field';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { PasswordField } from '../../../shared/forms/components/password-field';
import { PhoneField } from '../../../shared/forms/components/phone-field';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { fieldTexts, messages, TOAST_MS } from '../../../shared/forms/model/messages';
import { formatPhone, phoneDigits } from '../../../shared/forms/model/phone';
import { birthdayToApi, validateProfile, type ProfileValues } from '../../../shared/forms/model/birthday-validators';
import { citiesLoad } from '../../../shared/lookups/api/lookups-api';
import { updateProfile } from '../api/profile-api';

/** The update failure message: wrong current password (400 with that message, or 403/404) -> spec message. */
export function profileFailureMessage(error: unknown): string {
  const status = statusOf(error);
  const server = serverMessage(error);
  if (status === 409) return messages.duplicate;
  if (status === 403 || status === 404 || server === messages.wrongPassword) return messages.wrongPassword;
  return server ?? fieldTexts.unexpected;
}

/** Tab 0 edit mode: profile (or company information) with the current password. */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const company = user.type === 2;
  // The town is offered once the list is there (as at registration); without it the stored town is left as it is.
  const cities = useLoad(citiesLoad);
  const withTown = !company && cities.status === 'success';
  // Made once per user: a new object (its birthday a new moment) would make the form start again, losing what was typed,
  // at any re-render (the towns' list arriving).
  const initialValues = useMemo<ProfileValues>(
    () => ({
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      secondName: user.secondName ?? '',
      birthday: user.birthday ? moment(user.birthday.slice(0, 10), 'YYYY-MM-DD') : null,
      email: user.email ?? '',
      mobilePhone: formatPhone(user.mobilePhone),
      address: user.address ?? '',
      identificationNumber: user.identificationNumber ?? '',
      idVil: user.idVil ?? null,
    }),
    [user],
  );

  const submit = async (values: ProfileValues) => {
    try {
      const { user: updated, token } = await updateProfile(user.id, {
        ...(company
          ? {
              lastName: values.lastName?.trim(),
              secondName: values.secondName?.trim(),
              identificationNumber: values.identificationNumber?.trim(),
            }
          : {
              firstName: values.firstName?.trim(),
              lastName: values.lastName?.trim(),
              birthday: values.birthday ? birthdayToApi(values.birthday) : null,
              ...(withTown
                ? {
                    idVil: values.idVil ?? null,
                    city: (cities.data ?? []).find((c) => c.id === values.idVil)?.name ?? null,
                  }
                : {}),
            }),
        email: (values.email ?? '').trim(),
        mobilePhone: phoneDigits(values.mobilePhone),
        address: values.address?.trim() || null,
        currentPassword: values.currentPassword ?? '',
        ...(values.password ? { password: values.password } : {}),
      });
      sessionStore.update((draft) => {
        draft.currentUser = updated;
        // A new password revoked the session's token: the answer brings its replacement.
        if (token) draft.token = token;
      });
      bus.emit({ type: 'auth:user-updated', user: updated });
    } catch (error) {
      const message = profileFailureMessage(error);
      requestToast(message, 'error', TOAST_MS);
      return message === messages.wrongPassword
        ? { currentPassword: message, [FORM_ERROR]: message }
        : { [FORM_ERROR]: message };
    }
    requestToast(messages.profileUpdated, 'success', TOAST_MS);
    onDone();
    return undefined;
  };

  return (
    <ParkForm<ProfileValues>
      testId="profile-form"
      validate={(values) => validateProfile(values, company)}
      onSubmit={submit}
      initialValues={initialValues}
      missingMessage={messages.missingFieldsProfile}
    >
      {({ submitting, submitError }) => (
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {company ? (
              <>
                <FormTextField name="lastName" label="Nom de l’entreprise" required />
                <FormTextField name="secondName" label="Nom du responsable CSE" required />
                <FormTextField name="identificationNumber" label="Numéro d’immatriculation (SIRET)" required />
                <PhoneField name="mobilePhone" label="Téléphone du CSE" required />
                <FormTextField name="address" label="Adresse de facturation" required />
              </>
            ) : (
              <>
                <FormTextField name="firstName" label="Prénom" required />
                <FormTextField name="lastName" label="Nom" required />
                <BirthdayField name="birthday" />
                <PhoneField name="mobilePhone" label="Téléphone mobile" required />
                <FormTextField name="address" label="Adresse" />
                {cities.status !== 'error' && (
                  <CityField cities={cities.data ?? []} loading={cities.status === 'loading'} />
                )}
              </>
            )}
            <FormTextField name="email" label="Adresse e-mail" type="email" required />
          </Box>
          <Typography variant="overline" sx={{ fontWeight: 700, color: 'primary.main' }}>
            Changer de mot de passe (facultatif)
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PasswordField name="password" label="Nouveau mot de passe" autoComplete="new-password" />
            <PasswordField
              name="confirmation"
              label="Confirmation du nouveau mot de passe"
              autoComplete="new-password"
            />
          </Box>
          <PasswordField
            name="currentPassword"
            label="Mot de passe actuel"
            autoComplete="current-password"
            helperText="Nécessaire pour enregistrer vos modifications"
            required
          />
          <SubmitError error={submitError} />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onDone} data-testid="profile-cancel">
              Annuler
            </Button>
            <Button type="submit" variant="contained" disabled={submitting} data-testid="profile-submit">
              Enregistrer
            </Button>
          </Stack>
        </Stack>
      )}
    </ParkForm>
  );
}
