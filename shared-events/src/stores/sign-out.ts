import { bus } from '../bus/bus';
import { requestNavigation } from '../bus/helpers';
import { basketStore } from './basket-store';
import { sessionStore } from './session-store';

/**
 * Signs out (spec §4), the one way every area does it: clears the authentication and the promo codes, tells
 * the areas (`auth:signed-out`), and goes back to /activites (on a standalone entry: the full site's).
 */
export function signOut(): void {
  sessionStore.reset();
  basketStore.update((draft) => {
    draft.promoCodes = [];
  });
  bus.emit({ type: 'auth:signed-out' });
  requestNavigation('/activites', { replace: true });
}
