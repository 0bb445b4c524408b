import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import BusinessIcon from '@mui/icons-material/Business';
import {
  LOGIN_MODE_COMPANY_REGISTRATION,
  LOGIN_MODE_COMPANY_SIGN_IN,
  openCompanyLogin,
  SIGNED_IN_INDIVIDUAL_NOTICE,
} from 'shared-events';

export const COMPANY_GATE_TITLE = 'ESPACE ENTREPRISE';

/**
 * The company-area gate (spec §2 dialogs): company ticketing is for company / works-council
 * accounts. Offers to sign in with a company account or to create one (login screen modes 4 and 3);
 * after signing in the visitor comes back to this page. A visitor signed in with an individual account is
 * signed out first (shared-events' `openCompanyLogin`, the booking area's company page's rule too).
 */
export function CompanyGateDialog({
  open,
  returnTo,
  signedInIndividual = false,
}: {
  open: boolean;
  returnTo: string;
  signedInIndividual?: boolean;
}) {
  const go = (mode: number) => openCompanyLogin(mode, { returnTo, signedInIndividual });

  return (
    <Dialog
      open={open}
      aria-labelledby="company-gate-title"
      data-testid="company-gate-dialog"
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 680 } } }}
    >
      <DialogTitle id="company-gate-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800 }}>
        <BusinessIcon color="primary" aria-hidden /> {COMPANY_GATE_TITLE}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          La billetterie CSE est réservée aux comités d’entreprise et aux entreprises disposant d’un compte entreprise :
          commandez vos billets à tarif préférentiel pour vos salariés.
        </DialogContentText>
        {signedInIndividual ? (
          <DialogContentText sx={{ mb: 1.5, fontWeight: 600 }} data-testid="company-gate-individual">
            {SIGNED_IN_INDIVIDUAL_NOTICE}
          </DialogContentText>
        ) : (
          <DialogContentText sx={{ mb: 1.5 }}>
            Connectez-vous avec votre identifiant et votre code d’accès entreprise, ou créez votre compte entreprise.
          </DialogContentText>
        )}
        <DialogContentText>
          Les demandes de compte entreprise sont traitées par notre équipe sous 24 h après réception des documents ;
          vous recevez ensuite votre identifiant et votre code d’accès.
        </DialogContentText>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch', gap: 1, px: 3, pb: 2.5 }}
      >
        <Button component={Link} to="/activites" data-testid="company-gate-back" sx={{ mr: { sm: 'auto' } }}>
          Retour aux activités
        </Button>
        <Button
          variant="outlined"
          onClick={() => go(LOGIN_MODE_COMPANY_REGISTRATION)}
          data-testid="company-gate-register"
        >
          Créer un compte entreprise
        </Button>
        <Button variant="contained" onClick={() => go(LOGIN_MODE_COMPANY_SIGN_IN)} data-testid="company-gate-signin">
          {signedInIndividual ? 'Se connecter avec un compte entreprise' : 'Se connecter'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
