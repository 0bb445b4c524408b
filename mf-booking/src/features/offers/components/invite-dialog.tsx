import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITE_TITLE, mailtoLink, messagingLink } from '../model/invite';

type Share = (data: { title: string; text: string }) => Promise<void>;

/** Invite friends: an e-mail (mailto) and a messaging share (the Web Share API, else WhatsApp's link). */
export function InviteDialog(props: { message: { subject: string; body: string }; onClose: () => void }) {
  const { message } = props;
  const nav = globalThis.navigator as (Navigator & { share?: Share }) | undefined;
  const share = typeof nav?.share === 'function' ? nav.share.bind(nav) : null;
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="invite-dialog-title"
      maxWidth="xs"
      fullWidth
      data-testid="invite-dialog"
    >
      <DialogTitle id="invite-dialog-title" sx={{ fontWeight: 800 }}>
        {INVITE_TITLE}
      </DialogTitle>
      <DialogContent>
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', color: 'text.secondary', mb: 2 }}
          data-testid="invite-text"
        >
          {message.body}
        </Typography>
        <Stack spacing={1}>
          <Button variant="contained" href={mailtoLink(message)} data-testid="invite-mail">
            Par e-mail
          </Button>
          {share ? (
            <Button
              variant="outlined"
              onClick={() => void share({ title: message.subject, text: message.body }).catch(() => undefined)}
              data-testid="invite-share"
            >
              Par message
            </Button>
          ) : (
            <Button
              variant="outlined"
              href={messagingLink(message)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="invite-share"
            >
              Par message
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
