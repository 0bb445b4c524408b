import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requestToast, useLoad, serverMessage } from 'shared-events';
import { registerUser } from '../../../shared/auth/api/auth-api';
import { signInAndStore } from '../../../shared/auth/api/sign-in-flow';
import { statusOf } from '../../../shared/auth/api/errors';
import { BirthdayField } from '../../../shared/forms/components/birthday-field';
import { CityField } from '../../../shared/forms/components/city-field';
import { ConsentField } from '../../../shared/forms/components/consent-field';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { SubmitButton } from '../../../shared/forms/components/submit-button';
import { PasswordField } from '../../../shared/forms/components/password-field';
import { PhoneField } from '../../../shared/forms/components/phone-field';
import { SelectField } from '../../../shared/forms/components/select-field';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { fieldTexts, messages, TOAST_MS } from '../../../shared/forms/model/messages';
import { phoneDigits } from '../../../shared/forms/model/phone';
import {
  birthdayToApi,
  validateRegistration,
  type RegistrationValues,
} from '../../../shared/forms/model/birthday-validators';
import { citiesLoad, civilitiesLoad, personCivilities } from '../../../shared/lookups/api/lookups-api';
import type { SignInCallbacks } from './sign-in-form';

/** The registration failure message: 409 -> duplicate (spec §8); 400 -> the API's rule message. */
export function registrationFailureMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return messages.duplicate;
  if (status === 400) return serverMessage(error) ?? messages.missingFields;
  return serverMessage(error) ?? fieldTexts.unexpected;
}

/** Mode 1: individual registration; on success the client is signed in and goes on to the family step. */
export function RegistrationForm({ onStart, onFailure, onSignedIn }: SignInCallbacks) {
  const civilities = useLoad(civilitiesLoad);
  const cities = useLoad(citiesLoad);
  const civilityOptions = personCivilities(civilities.data ?? []);

  const validate = (values: RegistrationValues) => {
    const errors = validateRegistration(values);
    // Without a civility list (lookup down) the field cannot be filled: do not block registration on it.
    if (civilityOptions.length === 0) delete errors.idCiv;
    return errors;
  };

  const submit = async (values: RegistrationValues) => {
    try {
      await registerUser({
        type: 0,
        idCiv: typeof values.idCiv === 'number' ? values.idCiv : null,
        firstName: values.firstName?.trim() ?? null,
        lastName: values.lastName?.trim() ?? null,
        birthday: values.birthday ? birthdayToApi(values.birthday) : null,
        email: (values.email ?? '').trim(),
        mobilePhone: phoneDigits(values.mobilePhone),
        address: values.address?.trim() || null,
        idVil: values.idVil ?? null,
        city: (cities.data ?? []).find((c) => c.id === values.idVil)?.name ?? null,
        password: values.password ?? '',
        identificationNumber: null,
        contactSMS: 1,
        contactEmail: 1,
        contactPostal: 1,
        contactPhone: 1,
      });
    } catch (error) {
      const message = registrationFailureMessage(error);
      requestToast(message, 'error', TOAST_MS);
      return { [FORM_ERROR]: message };
    }
    onStart();
    try {
      const { destination } = await signInAndStore(values.email ?? '', values.password ?? '', { keepReturnTo: true });
      requestToast('Votre compte a bien été créé.', 'success', TOAST_MS);
      onSignedIn(destination);
      return undefined;
    } catch {
      onFailure();
      const message = 'Votre compte a bien été créé. Connectez-vous pour continuer.';
      requestToast(message, 'info', TOAST_MS);
      return { [FORM_ERROR]: message };
    }
  };

  return (
    <ParkForm<RegistrationValues>
      testId="registration-form"
      validate={validate}
      onSubmit={submit}
      initialValues={{ consent: false, idCiv: '' }}
    >
      {({ submitting, submitError }) => (
        <Stack spacing={2.5}>
          <Section title="Vos informations">
            <Box sx={grid}>
              {civilityOptions.length > 0 || civilities.status === 'loading' ? (
                <SelectField
                  name="idCiv"
                  label="Civilité"
                  options={civilityOptions}
                  loading={civilities.status === 'loading'}
                  required
                />
              ) : (
                <span />
              )}
              <BirthdayField name="birthday" required />
              <FormTextField name="firstName" label="Prénom" autoComplete="given-name" required />
              <FormTextField name="lastName" label="Nom" autoComplete="family-name" required />
            </Box>
          </Section>
          <Section title="Vos coordonnées">
            <Box sx={grid}>
              <FormTextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
              <PhoneField name="mobilePhone" label="Téléphone mobile" required />
              <FormTextField name="address" label="Adresse" autoComplete="street-address" />
              {cities.status !== 'error' && (
                <CityField cities={cities.data ?? []} loading={cities.status === 'loading'} />
              )}
            </Box>
          </Section>
          <Section title="Votre mot de passe">
            <Box sx={grid}>
              <PasswordField
                name="password"
                label="Mot de passe"
                autoComplete="new-password"
                helperText={fieldTexts.passwordHint}
                required
              />
              <PasswordField
                name="confirmation"
                label="Confirmation du mot de passe"
                autoComplete="new-password"
                required
              />
            </Box>
          </Section>
          <ConsentField />
          <SubmitError error={submitError} />
          <SubmitButton submitting={submitting} testId="registration-submit">
            Créer mon compte
          </SubmitButton>
        </Stack>
      )}
    </ParkForm>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="overline" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
