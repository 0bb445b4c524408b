import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { requestToast } from 'shared-events';
import { registerUser } from '../../../shared/auth/api/auth-api';
import { ConsentField } from '../../../shared/forms/components/consent-field';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { SubmitButton } from '../../../shared/forms/components/submit-button';
import { PasswordField } from '../../../shared/forms/components/password-field';
import { PhoneField } from '../../../shared/forms/components/phone-field';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { fieldTexts, TOAST_MS } from '../../../shared/forms/model/messages';
import { phoneDigits } from '../../../shared/forms/model/phone';
import { validateCompanyRegistration, type CompanyRegistrationValues } from '../../../shared/forms/model/validators';
import { sendCompanyDocuments } from '../api/company-documents-api';
import { documentsRefusal, documentTexts } from '../model/company-documents';
import { CompanyDocumentsField } from './company-documents-field';
import { COMPANY_PROCESSING_TEXT } from './company-sign-in-form';
import { registrationFailureMessage } from './registration-form';

export const COMPANY_REQUEST_SENT = 'Votre demande de compte entreprise a bien été envoyée.';

/** Mode 3: company / works-council registration (a pending account the team validates). */
export function CompanyRegistrationForm({
  onRequested,
  onHaveCodes,
}: {
  onRequested: () => void;
  onHaveCodes: () => void;
}) {
  const submit = async (values: CompanyRegistrationValues & { documents?: File[] }) => {
    let answer: { id: number; documentsToken?: string };
    try {
      answer = await registerUser({
        type: 2,
        email: (values.email ?? '').trim(),
        password: values.password ?? '',
        companyName: values.companyName?.trim(),
        csePhone: phoneDigits(values.csePhone),
        managerName: values.managerName?.trim(),
        billingAddress: values.billingAddress?.trim(),
        registrationNumber: values.registrationNumber?.trim(),
        identificationNumber: values.registrationNumber?.trim() ?? null,
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
    const documents = values.documents ?? [];
    if (documents.length > 0) {
      try {
        if (!answer.documentsToken) throw new Error('no documents token');
        await sendCompanyDocuments(answer.id, answer.documentsToken, documents);
      } catch {
        requestToast(documentTexts.notSent, 'warning', TOAST_MS);
      }
    }
    requestToast(COMPANY_REQUEST_SENT, 'success', TOAST_MS);
    onRequested();
    return undefined;
  };

  return (
    <Stack spacing={2.5}>
      <Alert severity="info" data-testid="company-info">
        La billetterie CSE propose à votre entreprise des billets à tarif préférentiel. {COMPANY_PROCESSING_TEXT}
      </Alert>
      <ParkForm<CompanyRegistrationValues & { documents?: File[] }>
        testId="company-registration-form"
        validate={(values) => {
          const errors: Record<string, string | undefined> = validateCompanyRegistration(values);
          const documents = documentsRefusal(values.documents);
          if (documents) errors.documents = documents;
          return errors;
        }}
        onSubmit={submit}
        initialValues={{ consent: false }}
      >
        {({ submitting, submitError }) => (
          <Stack spacing={2.5}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField name="companyName" label="Nom de l’entreprise" autoComplete="organization" required />
              <FormTextField name="registrationNumber" label="Numéro d’immatriculation (SIRET)" required />
              <FormTextField name="managerName" label="Nom du responsable CSE" required />
              <PhoneField name="csePhone" label="Téléphone du CSE" required />
              <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                <FormTextField
                  name="billingAddress"
                  label="Adresse de facturation"
                  autoComplete="street-address"
                  multiline
                  minRows={2}
                  required
                />
              </Box>
              <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                <FormTextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
              </Box>
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
            <CompanyDocumentsField />
            <ConsentField />
            <SubmitError error={submitError} />
            <SubmitButton submitting={submitting} testId="company-registration-submit">
              Envoyer ma demande
            </SubmitButton>
            <Button onClick={onHaveCodes} data-testid="go-company-sign-in">
              J’ai déjà mon identifiant et mon code d’accès
            </Button>
          </Stack>
        )}
      </ParkForm>
    </Stack>
  );
}
