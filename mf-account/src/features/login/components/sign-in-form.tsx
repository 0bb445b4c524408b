import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requestToast, serverMessage } from 'shared-events';
import { signInAndStore } from '../../../shared/auth/api/sign-in-flow';
import { statusOf } from '../../../shared/auth/api/errors';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { SubmitButton } from '../../../shared/forms/components/submit-button';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { PasswordField } from '../../../shared/forms/components/password-field';
import { fieldTexts, messages, TOAST_MS } from '../../../shared/forms/model/messages';
import { validateSignIn, type SignInValues } from '../../../shared/forms/model/validators';
import { LoginMode, modePath } from '../model/login-modes';

export interface SignInCallbacks {
  /** Called before the session is stored, so the page does not redirect on its own meanwhile. */
  onStart: () => void;
  onFailure: () => void;
  onSignedIn: (destination: string) => void;
}

/** The sign-in failure message: 401 -> the spec message; 403 (company pending) and 429 -> the API's French message. */
export function signInFailureMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 401 || status === 404) return messages.signInFailed;
  if (status === 403 || status === 429) return serverMessage(error) ?? messages.signInFailed;
  if (status === 400) return messages.signInFailed;
  return fieldTexts.unexpected;
}

/** Mode 0: e-mail and password. */
export function SignInForm({ onStart, onFailure, onSignedIn }: SignInCallbacks) {
  const submit = async (values: SignInValues) => {
    onStart();
    try {
      const { destination } = await signInAndStore(values.email ?? '', values.password ?? '');
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
    <>
      <ParkForm<SignInValues> testId="sign-in-form" validate={validateSignIn} onSubmit={submit}>
        {({ submitting, submitError }) => (
          <Stack spacing={2}>
            <FormTextField name="email" label="Adresse e-mail" type="email" autoComplete="email" required />
            <PasswordField name="password" label="Mot de passe" autoComplete="current-password" required />
            <Box sx={{ textAlign: 'right' }}>
              <MuiLink component={Link} to="/setPassword" variant="body2" data-testid="forgot-password">
                Mot de passe oublié ?
              </MuiLink>
            </Box>
            <SubmitError error={submitError} />
            <SubmitButton submitting={submitting} testId="sign-in-submit">
              Se connecter
            </SubmitButton>
          </Stack>
        )}
      </ParkForm>
      <Divider sx={{ my: 3 }}>ou</Divider>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Pas encore de compte ?
        </Typography>
        {/* Links: they work in the server's first screen too, before the scripts. */}
        <Button
          component={Link}
          to={modePath(LoginMode.Registration)}
          variant="outlined"
          size="large"
          data-testid="go-register"
        >
          Créer mon compte
        </Button>
        <Button component={Link} to={modePath(LoginMode.CompanyRegistration)} color="inherit" data-testid="go-company">
          Vous êtes une entreprise ou un CSE ? Espace entreprise
        </Button>
      </Stack>
    </>
  );
}
