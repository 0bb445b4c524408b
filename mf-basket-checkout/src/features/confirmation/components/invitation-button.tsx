import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { requestToast } from 'shared-events';
import { BASKET_TOAST_MS } from '../../basket';
import { invitationUrl } from '../api/invitation-api';

export const INVITATION_FAILED = "L'invitation n'a pas pu être préparée. Retrouvez-la dans vos commandes.";

/** The birthday's printable invitation (PDF), downloaded from the confirmation page. */
export function InvitationButton({ idTicket }: { idTicket: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The PDF is sent as an attachment: the browser downloads it and stays on this page.
      window.location.assign(await invitationUrl(idTicket));
    } catch {
      requestToast(INVITATION_FAILED, 'error', BASKET_TOAST_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download()}
      data-testid="invitation-download"
    >
      Télécharger l’invitation d’anniversaire
    </Button>
  );
}
