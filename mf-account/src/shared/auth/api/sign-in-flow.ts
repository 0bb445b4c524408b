import { bus, sessionStore, type SessionState } from 'shared-events';
import { destinationAfterSignIn, signedInSession } from '../model/session';
import { fetchUser, signIn } from './auth-api';

/**
 * Signs in (POST /api/auth/signin, then GET /api/users/{id}), stores the session, announces
 * auth:signed-in and answers where to go next. With keepReturnTo the return address stays stored
 * (registration goes on with the family step first).
 */
export async function signInAndStore(
  email: string,
  password: string,
  options: { company?: boolean; keepReturnTo?: boolean } = {},
): Promise<{ session: SessionState; destination: string }> {
  const answer = await signIn(email, password);
  const user = await fetchUser(answer.id, answer.token);
  const previous = sessionStore.get();
  const destination = destinationAfterSignIn(previous.returnTo, previous.loginType);
  const session = signedInSession(previous, answer, user, options.company === true);
  if (options.keepReturnTo) session.returnTo = previous.returnTo;
  sessionStore.set(session);
  bus.emit({ type: 'auth:signed-in', session });
  return { session, destination };
}

/** Consumes the stored return address: where the family step leads once done ("J'ai terminé", or skipped). */
export function takeReturnTo(): string {
  const destination = destinationAfterSignIn(sessionStore.get().returnTo, sessionStore.get().loginType);
  sessionStore.update((draft) => {
    draft.returnTo = null;
  });
  return destination;
}
