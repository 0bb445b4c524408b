import type { CurrentUser, LoginType, SessionState, SignInType, ApiReply } from 'shared-events';
import { isStandalone, STANDALONE_HOME } from './standalone';

/** POST /api/auth/signin's answer (the contract's type). */
export type SignInAnswer = ApiReply<'/api/auth/signin', 'post'>;

export const COMPANY_USER_TYPE = 2;

/** 'company' for company accounts (or a company sign-in), else 'normal' (spec §3 sign-in types). */
export function signInTypeOf(answer: Pick<SignInAnswer, 'type'>, companySignIn: boolean): SignInType {
  return companySignIn || answer.type === COMPANY_USER_TYPE ? 'company' : 'normal';
}

/** The session after a successful sign-in; the return address is consumed, the tickets e-mail kept. */
export function signedInSession(
  previous: SessionState,
  answer: SignInAnswer,
  user: CurrentUser,
  companySignIn: boolean,
): SessionState {
  return {
    ...previous,
    token: answer.token,
    clientId: answer.clientId,
    signInType: signInTypeOf(answer, companySignIn),
    currentUser: user,
    returnTo: null,
  };
}

/**
 * Where to go after signing in (or finishing registration): the stored return address when it is
 * a path of this site other than the login screen itself; else the basket for a 'basket' login type
 * (spec §4: login type normal goes to /activites, otherwise /panier); else the activities. On the standalone
 * entry (e-mail links), the account instead: the site's pages are on another origin, signed out.
 */
export function destinationAfterSignIn(
  returnTo: string | null | undefined,
  loginType: LoginType | null = null,
): string {
  const fallback = isStandalone() ? STANDALONE_HOME : loginType === 'basket' ? '/panier' : '/activites';
  if (typeof returnTo !== 'string') return fallback;
  const to = returnTo.trim();
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback;
  if (to === '/' || to.startsWith('/?') || to.startsWith('/setPassword')) return fallback;
  return to;
}
