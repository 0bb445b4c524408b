import { requestNavigation } from '../bus/helpers';
import { sessionStore } from './session-store';
import { signOut } from './sign-out';

/**
 * The company-area gate's rule (spec §2 dialogs: sign in or create a company account), one for the catalogue's gate
 * dialog and the booking area's company page: the login screen's modes it opens, who must be signed out first, and
 * the way there with the page's address kept to come back to.
 */

/** The account type of a company (works council) account. */
export const COMPANY_USER_TYPE = 2;
/** Login screen modes the gate opens (mf-account reads `?mode=` on '/'). */
export const LOGIN_MODE_COMPANY_REGISTRATION = 3;
export const LOGIN_MODE_COMPANY_SIGN_IN = 4;

export const SIGNED_IN_INDIVIDUAL_NOTICE =
  'Vous êtes connecté avec un compte particulier. Pour accéder à la billetterie CSE, connectez-vous avec votre compte entreprise ou créez-en un : vous serez d’abord déconnecté de votre compte particulier.';

/** The login screen in a mode ('/?mode=4'). */
export function loginPath(mode: number): string {
  return `/?mode=${mode}`;
}

/**
 * True for a visitor signed in with an account that is not a company account (an anonymous table session is not
 * signed in): the login screen sends signed-in visitors away (spec §2), so the gate signs them out first.
 */
export function isSignedInIndividual(session: {
  token: string | null;
  signInType: string | null;
  currentUser: { type?: number | string | null } | null;
}): boolean {
  if (!session.token || !session.currentUser || session.signInType === 'anonyme') return false;
  return Number(session.currentUser.type) !== COMPANY_USER_TYPE;
}

/**
 * Opens the company sign-in or registration screen, `returnTo` kept as the address the sign-in leads back to; a
 * visitor signed in with an individual account is signed out first, as the header's 'Déconnexion' does.
 */
export function openCompanyLogin(
  mode: number,
  { returnTo, signedInIndividual }: { returnTo: string; signedInIndividual: boolean },
) {
  if (signedInIndividual) {
    signOut({ goTo: loginPath(mode), returnTo });
    return;
  }
  sessionStore.update((draft) => {
    draft.returnTo = returnTo;
  });
  requestNavigation(loginPath(mode));
}
