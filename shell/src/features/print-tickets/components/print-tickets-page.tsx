import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestToast, useStore } from 'shared-events';
import { printTicket } from '../api/print-ticket';
import { PRINT_MISSING, PRINT_SENT, printFailureMessage, staffTokenRefused } from '../model/print-messages';
import { printStaffStore } from '../model/print-staff-store';
import { StaffCodeForm } from './staff-code-form';

export { PRINT_FAILED, PRINT_MISSING, PRINT_SENT } from '../model/print-messages';

/** The ticket and station form, for the signed-in staff. */
function PrintForm({ staffToken }: { staffToken: string }) {
  const [ticket, setTicket] = useState('');
  const [station, setStation] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticket.trim() || !station.trim()) {
      requestToast(PRINT_MISSING, 'warning');
      return;
    }
    setBusy(true);
    try {
      await printTicket({ ticket: ticket.trim(), station: station.trim() }, staffToken);
      requestToast(PRINT_SENT, 'success');
    } catch (error) {
      console.error('[shell] print failed', error);
      requestToast(printFailureMessage(error), 'error');
      // An expired or revoked staff token: ask for the staff code again.
      if (staffTokenRefused(error)) printStaffStore.set({ token: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="print-form">
      <TextField
        label="Numéro de ticket"
        value={ticket}
        onChange={(e) => setTicket(e.target.value)}
        fullWidth
        required
        margin="normal"
        slotProps={{ htmlInput: { 'data-testid': 'print-ticket', maxLength: 64 } }}
      />
      <TextField
        label="Poste d'impression"
        value={station}
        onChange={(e) => setStation(e.target.value)}
        fullWidth
        required
        margin="normal"
        slotProps={{ htmlInput: { 'data-testid': 'print-station', maxLength: 64 } }}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
        Imprimer
      </Button>
      <Button variant="text" fullWidth onClick={() => printStaffStore.set({ token: null })} sx={{ mt: 1 }}>
        Se déconnecter
      </Button>
    </form>
  );
}

/**
 * /printTickets: staff page sending a test ticket to a printing station, through the park API (decision 0044). The
 * staff code is asked first; the staff token is kept for the tab.
 */
export function PrintTicketsPage() {
  const { token } = useStore(printStaffStore);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 480 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Impression de ticket
        </Typography>
        {token ? <PrintForm staffToken={token} /> : <StaffCodeForm />}
      </Paper>
    </Box>
  );
}
