import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { API_LIMITS, requestToast, serverMessage } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { SubmitButton } from '../../../shared/forms/components/submit-button';
import { PasswordField } from '../../../shared/forms/components/password-field';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { fieldTexts, messages, TOAST_MS } from '../../../shared/forms/model/messages';
import {
  validateNewPassword,
  validateResetRequest,
  type NewPasswordValues,
  type ResetRequestValues,
} from '../../../shared/forms/model/validators';
import { LoginLayout } from '../../login';
import { requestPasswordReset, setNewPassword } from '../api/password-reset-api';
import { initialResetMode, resetLinkFromQuery, ResetMode } from '../model/reset-modes';

/** How long the e-mailed link is valid (the API's RESET_LINK_HOURS, through the contract's limits); '1 heure' never split. */
const { resetLinkHours } = API_LIMITS.account;
export const RESET_SENT_TEXT = `Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe. Ce lien est valable ${resetLinkHours}\u00a0heure${resetLinkHours > 1 ? 's' : ''}.`;

/** /setPassword: request a reset link, or (token and idClient in the query) choose a new password. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<ResetMode>(() => initialResetMode(params));
  const link = resetLinkFromQuery(params);

  if (mode === ResetMode.Confirmation) {
    return (
      <LoginLayout testId="reset-mode-3" title="MOT DE PASSE OUBLIÉ">
        <Stack spacing={2.5}>
          <Alert severity="success" data-testid="reset-sent">
            {RESET_SENT_TEXT}
          </Alert>
          <Button component={Link} to="/" variant="contained" data-testid="reset-to-sign-in">
            Retour à la connexion
          </Button>
        </Stack>
      </LoginLayout>
    );
  }

  // A link cut short (no token, or no client id): said at once, with a way to ask for a new one, instead of a form
  // that can only be refused.
  if (mode === ResetMode.NewPassword && !link) {
    return (
      <LoginLayout testId="reset-mode-1" title="NOUVEAU MOT DE PASSE">
        <Stack spacing={2.5}>
          <Alert severity="error" data-testid="reset-bad-link">
            {messages.resetInvalid}
          </Alert>
          <Button variant="contained" onClick={() => setMode(ResetMode.Request)} data-testid="reset-ask-again">
            Recevoir un nouveau lien
          </Button>
        </Stack>
      </LoginLayout>
    );
  }

  if (mode === ResetMode.NewPassword) {
    const submit = async (values: NewPasswordValues) => {
      if (!link) {
        requestToast(messages.resetInvalid, 'error', TOAST_MS);
        return { [FORM_ERROR]: messages.resetInvalid };
      }
      try {
        await setNewPassword(link.idClient, values.password ?? '', link.token);
      } catch (error) {
        const message =
          statusOf(error) === 429 ? (serverMessage(error) ?? messages.resetInvalid) : messages.resetInvalid;
        requestToast(message, 'error', TOAST_MS);
        return { [FORM_ERROR]: message };
      }
      requestToast(messages.passwordChanged, 'success', TOAST_MS);
      navigate('/', { replace: true });
      return undefined;
    };
    return (
      <LoginLayout
        testId="reset-mode-1"
        title="NOUVEAU MOT DE PASSE"
        subtitle={`Choisissez votre nouveau mot de passe (${fieldTexts.passwordHint}).`}
      >
        <ParkForm<NewPasswordValues>
          testId="new-password-form"
          validate={validateNewPassword}
          onSubmit={submit}
          missingMessage={messages.missingFieldsReset}
        >
          {({ submitting, submitError }) => (
            <Stack spacing={2}>
              <PasswordField name="password" label="Nouveau mot de passe" autoComplete="new-password" required />
              <PasswordField
                name="confirmation"
                label="Confirmation du mot de passe"
                autoComplete="new-password"
                required
              />
              <SubmitError error={submitError} />
              <SubmitButton submitting={submitting} testId="new-password-submit">
                Enregistrer
              </SubmitButton>
            </Stack>
          )}
        </ParkForm>
      </LoginLayout>
    );
  }

  const request = async (values: ResetRequestValues) => {
    try {
      await requestPasswordReset(values.email ?? '');
    } catch (error) {
      // Spec §8: reset request errors are only logged; the visitor sees the same confirmation.
      console.error('[mf-account] password reset request failed', error);
    }
    setMode(ResetMode.Confirmation);
    return undefined;
  };
  return (
    <LoginLayout
      testId="reset-mode-0"
      title="MOT DE PASSE OUBLIÉ"
      subtitle="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      backTo="/"
    >
      <ParkForm<ResetRequestValues>
        testId="reset-request-form"
        validate={validateResetRequest}
        onSubmit={request}
        missingMessage={messages.missingFieldsReset}
      >
        {({ submitting }) => (
          <Stack spacing={2}>
            <FormTextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
            <SubmitButton submitting={submitting} testId="reset-request-submit">
              Envoyer
            </SubmitButton>
          </Stack>
        )}
      </ParkForm>
    </LoginLayout>
  );
}
