import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requestToast } from 'shared-events';
import { printTicket, type PrintRequest } from '../api/print-ticket';

export const PRINT_SENT = "Le ticket a été envoyé à l'impression.";
export const PRINT_FAILED = "L'impression du ticket a échoué. Vérifiez le poste d'impression.";
export const PRINT_MISSING = 'Vous devez remplir tous les champs pour envoyer votre demande.';

export interface PrintTicketsPageProps {
  print?(request: PrintRequest): Promise<void>;
}

/** /printTickets: staff page sending a test ticket to a printing station. */
export function PrintTicketsPage({ print = printTicket }: PrintTicketsPageProps) {
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
      await print({ ticket: ticket.trim(), station: station.trim() });
      requestToast(PRINT_SENT, 'success');
    } catch (error) {
      console.error('[shell] print failed', error);
      requestToast(PRINT_FAILED, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
      <Paper
        component="form"
        onSubmit={submit}
        noValidate
        data-testid="print-form"
        sx={{ p: 3, width: '100%', maxWidth: 480 }}
      >
        <Typography variant="h2" component="h1" gutterBottom>
          Impression de ticket
        </Typography>
        <TextField
          label="Numéro de ticket"
          value={ticket}
          onChange={(e) => setTicket(e.target.value)}
          fullWidth
          required
          margin="normal"
          slotProps={{ htmlInput: { 'data-testid': 'print-ticket' } }}
        />
        <TextField
          label="Poste d'impression"
          value={station}
          onChange={(e) => setStation(e.target.value)}
          fullWidth
          required
          margin="normal"
          slotProps={{ htmlInput: { 'data-testid': 'print-station' } }}
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
          Imprimer
        </Button>
      </Paper>
    </Box>
  );
}
