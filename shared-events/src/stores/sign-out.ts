import { bus } from '../bus/bus';
import { requestNavigation } from '../bus/helpers';
import { withoutPromoCodes } from '../club/promo-codes';
import { basketStore } from './basket-store';
import { sessionStore } from './session-store';

export interface SignOutOptions {
  /**
   * Where to go once signed out instead of /activites (a new history entry, the page left is one to come back
   * to): the company gate's sign-in or registration screen, say ('/?mode=4').
   */
  goTo?: string;
  /** The address the next sign-in leads back to (the session's return address; none by default). */
  returnTo?: string;
}

/**
 * Signs out (spec §4), the one way every area does it: clears the authentication and the promo codes, tells
 * the areas (`auth:signed-out`), and goes back to /activites (on a standalone entry: the full site's), or where
 * `goTo` says.
 */
export function signOut(options: SignOutOptions = {}): void {
  const { goTo, returnTo } = options;
  sessionStore.reset();
  if (typeof returnTo === 'string') {
    sessionStore.update((draft) => {
      draft.returnTo = returnTo;
    });
  }
  clearPromoCodes();
  bus.emit({ type: 'auth:signed-out' });
  if (typeof goTo === 'string') requestNavigation(goTo);
  else requestNavigation('/activites', { replace: true });
}

/**
 * Clears the promo codes (spec §4: on signing out) and takes their discount off the lines, which go back to their
 * price before the code: a line left discounted without its code would show a price the server no longer grants.
 */
export function clearPromoCodes(): void {
  basketStore.update((draft) => {
    draft.promoCodes = [];
    draft.lines = withoutPromoCodes(draft.lines);
  });
}
