import type { SessionState } from '../types';
import { isNullableNumber, isNullableString, isRecord } from './guards';
import { createPersistentStore } from './store';

export const SESSION_VERSION = 1;
export const signedOutSession: SessionState = {
  token: null,
  clientId: null,
  signInType: null,
  loginType: null,
  currentUser: null,
  ticketsEmail: null,
  returnTo: null,
};

const SIGN_IN_TYPES = [null, 'normal', 'anonyme', 'company'];
const LOGIN_TYPES = [null, 'normal', 'basket'];

export function isSessionState(value: unknown): value is SessionState {
  if (!isRecord(value)) return false;
  const user = value.currentUser;
  return (
    isNullableString(value.token) &&
    isNullableNumber(value.clientId) &&
    SIGN_IN_TYPES.includes(value.signInType as string | null) &&
    LOGIN_TYPES.includes(value.loginType as string | null) &&
    (user === null || (isRecord(user) && typeof user.id === 'number')) &&
    isNullableString(value.ticketsEmail) &&
    isNullableString(value.returnTo)
  );
}

/** The session: token, client id, sign-in type, current user. Key 'park.session.v1'. */
export const sessionStore = createPersistentStore<SessionState>({
  name: 'session',
  version: SESSION_VERSION,
  initial: signedOutSession,
  isValid: isSessionState,
});
