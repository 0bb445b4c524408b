import { useEffect } from 'react';
import { bus, sessionStore, signedOutSession, useStore } from 'shared-events';
import { zoneSignIn } from '../api/bar-api';
import { tabletStore } from '../model/bar-stores';
import { retryDelay, zoneSignInFailure } from '../model/zone-sign-in-failure';

/** Whether a tablet paired with (zone, table) must sign its zone in: nobody is signed in on it. */
export function needsZoneSignIn(
  pairing: { zone: { id: number }; table: { id: number } } | null,
  token: string | null,
  zone: number | null,
  table: number | null,
): boolean {
  return Boolean(pairing && !token && pairing.zone.id === zone && pairing.table.id === table);
}

/**
 * Each zone signs in automatically with its fixed account (spec §4) on the tablets paired with one of
 * its tables: a session with the zone's token and no person (the tickets e-mail popup later makes it
 * the anonymous session). After an order the guest is signed out; the menu signs the zone in again. A failure that
 * may pass (no answer, 5xx) is tried again after 5 s, 10 s, 20 s … at most 60 s apart, while the page is open.
 */
export function useZoneSignIn(zone: number | null, table: number | null): void {
  const pairing = useStore(tabletStore);
  const { token } = useStore(sessionStore);
  const needed = needsZoneSignIn(pairing, token, zone, table);
  useEffect(() => {
    if (!needed || !pairing) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number) =>
      zoneSignIn(pairing.token).then(
        (answer) => {
          if (!active || sessionStore.get().token) return;
          const session = { ...signedOutSession, token: answer.token, clientId: answer.clientId };
          sessionStore.set(session);
          bus.emit({ type: 'auth:signed-in', session });
        },
        (error: unknown) => {
          if (!active) return;
          // Not paired (or the zone's account unusable, 409) says so; a failure that may pass is tried again later.
          const { message, retry } = zoneSignInFailure(error);
          bus.emit({ type: 'toast:requested', message, variant: 'error' });
          if (retry) timer = setTimeout(() => void attempt(failures + 1), retryDelay(failures + 1));
        },
      );
    void attempt(0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [needed, pairing]);
}

/**
 * On a paired tablet, a zone session the API refuses (401: expired, or signed in before each guest had an id of their
 * own, decision 0045) is replaced by a new zone sign-in at once, keeping the tickets e-mail the guest typed: the next
 * try goes through. A person's session (with a user) is left to its own sign-in; so is a tablet not paired.
 */
export function useZoneSessionRenewal(): void {
  useEffect(() => {
    const expired = bus.on('auth:session-expired').subscribe(() => {
      const pairing = tabletStore.get();
      const before = sessionStore.get();
      if (!pairing || !before.token || before.currentUser) return;
      sessionStore.set({ ...signedOutSession, ticketsEmail: before.ticketsEmail, signInType: before.signInType });
      zoneSignIn(pairing.token).then(
        (answer) => {
          if (sessionStore.get().token) return;
          sessionStore.update((draft) => {
            draft.token = answer.token;
            draft.clientId = answer.clientId;
          });
        },
        () => undefined, // the menu signs the zone in again (useZoneSignIn) and says so if it cannot
      );
    });
    return () => expired.unsubscribe();
  }, []);
}
