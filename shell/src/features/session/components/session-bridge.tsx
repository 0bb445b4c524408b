import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, clearPromoCodes, requestToast, sessionStore } from 'shared-events';

export const SESSION_EXPIRED = "La session a expiré ou n'est pas valide.";

/** Spec §8: toasts last 3.5 s, except in the basket and payment area (basket, payment summary, confirmation): 10 s. */
export const BASKET_AREA_TOAST_MS = 10_000;
const BASKET_AREA = /^\/(panier|summarize|confirmation)(\/|$)/;
export const toastDurationAt = (pathname: string) => (BASKET_AREA.test(pathname) ? BASKET_AREA_TOAST_MS : undefined);

/**
 * Session events of the bus, handled once for the whole site:
 * - auth:signed-out clears the session and the promo codes and goes to /activites;
 * - auth:session-expired clears the session, tells the visitor, and opens the sign-in page,
 *   remembering where they were.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const signedOut = bus.on('auth:signed-out').subscribe(() => {
      // shared-events' signOut() has cleared the session and asked for /activites already; this is for an area
      // that only says it (the same end either way, without a second history entry).
      if (!sessionStore.get().token) return;
      sessionStore.reset();
      clearPromoCodes();
      navigate('/activites');
    });
    return () => signedOut.unsubscribe();
  }, [navigate]);

  useEffect(() => {
    const expired = bus.on('auth:session-expired').subscribe(() => {
      if (!sessionStore.get().token) return; // already handled (several calls may fail at once)
      sessionStore.set({
        ...sessionStore.get(),
        token: null,
        currentUser: null,
        clientId: null,
        signInType: null,
        returnTo: `${pathname}${search}`,
      });
      requestToast(SESSION_EXPIRED, 'warning', toastDurationAt(pathname));
      navigate('/');
    });
    return () => expired.unsubscribe();
  }, [navigate, pathname, search]);

  return null;
}
