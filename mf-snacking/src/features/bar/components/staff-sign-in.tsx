import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { bus, httpStatus, serverMessage, useInBrowser, useStore } from 'shared-events';
import { staffSignIn } from '../api/bar-api';
import { STAFF_SESSION_EXPIRED, staffStore } from '../model/bar-stores';
import { BAR_UNREACHABLE, isRefusal } from '../model/refusal';

export const BAD_CODE = 'Code du personnel invalide.';

/**
 * The staff code form: signs the staff in on this device (bar screen, tablet pairing). Drawn by the tablet's server
 * for its pairing screen (decision 0039): there, and until the browser has taken the form over, the field and the
 * button are disabled, so that nothing is typed that the form would not know of.
 */
export function StaffSignIn({ title }: { title: string }) {
  const ready = useInBrowser();
  const { expired } = useStore(staffStore);
  const submit = async ({ code }: { code?: string }) => {
    try {
      staffStore.set({ token: await staffSignIn(code ?? '') });
    } catch (err) {
      // The API refused the code (401; 429 says how long to wait); no answer or a failing server is not a bad code.
      if (!isRefusal(err)) {
        bus.emit({ type: 'toast:requested', message: BAR_UNREACHABLE, variant: 'error' });
        return { [FORM_ERROR]: BAR_UNREACHABLE };
      }
      const message = (httpStatus(err) === 429 && serverMessage(err)) || BAD_CODE;
      bus.emit({ type: 'toast:requested', message, variant: 'error' });
      return { code: message };
    }
    return undefined;
  };
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, mx: 'auto', mt: 4 }} data-testid="bar-staff-signin">
      <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      {expired && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="bar-staff-expired">
          {STAFF_SESSION_EXPIRED}
        </Alert>
      )}
      <Form<{ code?: string }>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <Box component="form" onSubmit={handleSubmit} sx={{ display: 'grid', gap: 3 }}>
            {typeof submitError === 'string' && (
              <Alert severity="error" data-testid="bar-staff-unreachable">
                {submitError}
              </Alert>
            )}
            <Field name="code" validate={(v?: string) => (v ? undefined : 'Saisissez le code du personnel.')}>
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="password"
                  label="Code du personnel"
                  autoComplete="off"
                  disabled={!ready}
                  error={meta.touched && Boolean(meta.error || meta.submitError)}
                  helperText={meta.touched ? (meta.error ?? meta.submitError) : ' '}
                  // The staff code is free text (default 'bar360'): no inputMode, or a phone shows digits only.
                  slotProps={{
                    htmlInput: {
                      'data-testid': 'bar-staff-code',
                      autoCapitalize: 'none',
                      autoCorrect: 'off',
                      spellCheck: false,
                    },
                  }}
                />
              )}
            </Field>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!ready || submitting}
              sx={{ minHeight: 64, fontSize: 20 }}
            >
              Se connecter
            </Button>
          </Box>
        )}
      />
    </Paper>
  );
}
