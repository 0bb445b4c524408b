import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { serverMessage } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { invoiceUrl } from '../api/account-api';

export const INVOICE_VIEWER_ERROR = 'Votre facture n’a pas pu être obtenue. Merci de réessayer.';
export const invoiceViewerTitle = (orderId: number) => `Facture de la commande n° ${orderId}`;

/** What the dialog says when the link is refused: the server's French reason for a 4xx (no invoice, not yours). */
function refusal(error: unknown): string {
  const status = statusOf(error);
  const reason = status >= 400 && status < 500 && status !== 401 ? serverMessage(error) : null;
  return reason ?? INVOICE_VIEWER_ERROR;
}

type Link = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

export interface InvoiceViewerDialogProps {
  orderId: number;
  onClose(): void;
}

/**
 * The invoice of an order in a frame (spec §2, 'ticket viewer in a frame'): the PDF of POST /api/ticket/{id}/print's
 * signed link (this origin's /api: the area servers let their own pages frame it), full screen on a phone, with
 * 'Télécharger' (the same link) for the browsers that do not show a PDF in a frame. A fresh link at each opening:
 * it is valid 5 minutes.
 */
export function InvoiceViewerDialog({ orderId, onClose }: InvoiceViewerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<Link>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    invoiceUrl(orderId).then(
      (url) => active && setLink({ status: 'ready', url }),
      (error: unknown) => active && setLink({ status: 'error', message: refusal(error) }),
    );
    return () => {
      active = false;
    };
  }, [orderId, attempt]);

  const retry = () => {
    setLink({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const title = invoiceViewerTitle(orderId);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : { height: '90vh' } } }}
      data-testid="invoice-viewer"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
        {link.status === 'loading' && (
          <Box
            sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}
            role="status"
            data-testid="invoice-viewer-loading"
          >
            <CircularProgress size={28} aria-hidden />
            <Typography>Chargement de la facture…</Typography>
          </Box>
        )}
        {link.status === 'error' && (
          <Box sx={{ p: 3 }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={retry}>
                  Réessayer
                </Button>
              }
              data-testid="invoice-viewer-error"
            >
              {link.message}
            </Alert>
          </Box>
        )}
        {link.status === 'ready' && (
          <Box
            component="iframe"
            src={link.url}
            title={`${title} (PDF)`}
            sx={{ flex: 1, width: '100%', minHeight: 320, border: 0, display: 'block', bgcolor: 'grey.100' }}
            data-testid="invoice-viewer-frame"
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          La facture ne s’affiche pas ? Téléchargez-la.
        </Typography>
        {link.status === 'ready' ? (
          <Button
            component="a"
            href={link.url}
            download={`facture-${orderId}.pdf`}
            variant="contained"
            startIcon={<DownloadIcon />}
            data-testid="invoice-viewer-download"
          >
            Télécharger
          </Button>
        ) : (
          <Button variant="contained" startIcon={<DownloadIcon />} disabled data-testid="invoice-viewer-download">
            Télécharger
          </Button>
        )}
        <Button onClick={onClose} data-testid="invoice-viewer-close">
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
