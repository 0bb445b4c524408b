import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  LOGIN_MODE_COMPANY_REGISTRATION,
  LOGIN_MODE_COMPANY_SIGN_IN,
  openCompanyLogin,
  requestNavigation,
  SIGNED_IN_INDIVIDUAL_NOTICE,
} from 'shared-events';
import { ActionBar } from '../../../shared/components/action-bar';

export const COMPANY_ONLY_MESSAGE =
  'La billetterie CSE est réservée aux comptes entreprise. Connectez-vous avec votre compte entreprise ou créez-en un.';

/**
 * The company-area gate (spec §2), as the catalogue's: company sign-in (login mode 4) or company registration
 * (mode 3), the page's address kept as the return address so the visitor comes back once signed in. A visitor
 * signed in with an individual account is signed out first (the login screen sends signed-in visitors away).
 */
export function CompanyGate({ returnTo, signedInIndividual }: { returnTo: string; signedInIndividual: boolean }) {
  const go = (mode: number) => openCompanyLogin(mode, { returnTo, signedInIndividual });
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="company-only">
        {COMPANY_ONLY_MESSAGE}
      </Alert>
      {signedInIndividual ? (
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="company-gate-individual">
          {SIGNED_IN_INDIVIDUAL_NOTICE}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Les demandes de compte entreprise sont traitées par notre équipe sous 24 h après réception des documents ; vous
        recevez ensuite votre identifiant et votre code d’accès.
      </Typography>
      <ActionBar>
        <Button onClick={() => requestNavigation('/activites')} data-testid="company-gate-back">
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
      </ActionBar>
    </>
  );
}
