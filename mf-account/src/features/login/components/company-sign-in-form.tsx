import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { requestToast } from 'shared-events';
import { signInAndStore } from '../../../shared/auth/api/sign-in-flow';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { SubmitButton } from '../../../shared/forms/components/submit-button';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { PasswordField } from '../../../shared/forms/components/password-field';
import { TOAST_MS } from '../../../shared/forms/model/messages';
import { validateCompanySignIn, type CompanySignInValues } from '../../../shared/forms/model/validators';
import { DOCUMENTS_LINK_DAYS } from '../model/company-documents';
import { signInFailureMessage, type SignInCallbacks } from './sign-in-form';

export const COMPANY_PROCESSING_TEXT =
  'Les demandes de compte entreprise sont traitées par notre équipe sous 24 h après réception des documents. Vous recevez ensuite par e-mail votre identifiant et votre code d’accès.';

export const DOCUMENTS_LATER_TEXT = `Documents pas encore envoyés ? L’e-mail de confirmation contient un lien pour les envoyer (valable ${DOCUMENTS_LINK_DAYS} jours).`;

/** Mode 4: company identifier and access code. */
export function CompanySignInForm({
  onStart,
  onFailure,
  onSignedIn,
  requested,
}: SignInCallbacks & { requested: boolean }) {
  const submit = async (values: CompanySignInValues) => {
    onStart();
    try {
      const { destination } = await signInAndStore(values.identifier ?? '', values.accessCode ?? '', { company: true });
      onSignedIn(destination);
      return undefined;
    } catch (error) {
      onFailure();
      const message = signInFailureMessage(error);
      requestToast(message, 'error', TOAST_MS);
      return { [FORM_ERROR]: message };
    }
  };
  return (
    <ParkForm<CompanySignInValues> testId="company-sign-in-form" validate={validateCompanySignIn} onSubmit={submit}>
      {({ submitting, submitError }) => (
        <Stack spacing={2}>
          {requested && (
            <Alert severity="success" data-testid="company-requested">
              Votre demande de compte entreprise a bien été envoyée. {COMPANY_PROCESSING_TEXT} {DOCUMENTS_LATER_TEXT}
            </Alert>
          )}
          <FormTextField name="identifier" label="Identifiant entreprise" autoComplete="username" required />
          <PasswordField name="accessCode" label="Code d’accès" autoComplete="current-password" required />
          <SubmitError error={submitError} />
          <SubmitButton submitting={submitting} testId="company-sign-in-submit">
            Se connecter
          </SubmitButton>
        </Stack>
      )}
    </ParkForm>
  );
}
