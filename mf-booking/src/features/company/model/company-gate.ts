/** The login screen's modes the company gate leads to (spec §2: sign in or create a company account). */
export const LOGIN_MODE_COMPANY_REGISTRATION = 3;
export const LOGIN_MODE_COMPANY_SIGN_IN = 4;

/** The login screen in a mode ('/?mode=4'), as the catalogue's company gate opens it. */
export function loginPath(mode: number): string {
  return `/?mode=${mode}`;
}

/**
 * A visitor signed in with an account that is not a company one (an anonymous checkout is not signed in): the
 * login screen sends signed-in visitors away, so the gate signs them out first.
 */
export function isSignedInIndividual(session: {
  token: string | null;
  signInType: string | null;
  currentUser: { type?: number | string | null } | null;
}): boolean {
  if (!session.token || !session.currentUser || session.signInType === 'anonyme') return false;
  return session.signInType !== 'company' && Number(session.currentUser.type) !== 2;
}
