import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffSignIn } from '../api/print-ticket';
import { STAFF_CODE_MISSING, staffSignInFailureMessage } from '../model/print-messages';
import { printStaffStore } from '../model/print-staff-store';

/** The staff code, asked before printing: the same sign-in as the bar screen's (POST /api/bar/staff/signin). */
export function StaffCodeForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code) {
      setError(STAFF_CODE_MISSING);
      return;
    }
    setBusy(true);
    try {
      printStaffStore.set({ token: await staffSignIn(code) });
    } catch (failure) {
      setError(staffSignInFailureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="print-staff-form">
      <Typography variant="body1" sx={{ mb: 1 }}>
        L&apos;impression est réservée au personnel : saisissez le code du personnel.
      </Typography>
      <TextField
        label="Code du personnel"
        type="password"
        autoComplete="off"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        fullWidth
        required
        margin="normal"
        slotProps={{ htmlInput: { 'data-testid': 'print-staff-code' } }}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
        Se connecter
      </Button>
    </form>
  );
}
