import { createPersistentStore } from 'shared-events';

/**
 * The bar staff's session on this device (never the visitor's session). Key 'park.barStaff.v1'. `expired`: the API
 * refused the token (12 h old, or the staff code changed): the staff sign-in says so until someone signs in again.
 */
export interface StaffSession {
  token: string | null;
  expired?: boolean;
}

export const staffStore = createPersistentStore<StaffSession>({
  name: 'barStaff',
  version: 1,
  initial: { token: null },
  isValid: (v): v is StaffSession =>
    typeof v === 'object' &&
    v !== null &&
    (typeof (v as StaffSession).token === 'string' || (v as StaffSession).token === null) &&
    ['undefined', 'boolean'].includes(typeof (v as StaffSession).expired),
});

/** What the staff sign-in says after a refused staff token (the site's words for an expired session, spec §8). */
export const STAFF_SESSION_EXPIRED = "La session a expiré ou n'est pas valide.";

/**
 * The API refused this staff token (401): the session is dropped and the screen goes back to the staff sign-in, which
 * says why. A late answer for a token already replaced (signed in again meanwhile) changes nothing.
 */
export function staffSessionExpired(token: string): void {
  if (staffStore.get().token === token) staffStore.set({ token: null, expired: true });
}

/** The table this tablet is paired with, and its tablet token (for the zone's sign-in). Key 'park.tablet.v1'. */
export interface TabletPairing {
  token: string;
  zone: { id: number; name: string };
  table: { id: number; name: string };
}

const isPlace = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { id: unknown }).id === 'number' &&
  typeof (v as { name: unknown }).name === 'string';

export const tabletStore = createPersistentStore<TabletPairing | null>({
  name: 'tablet',
  version: 1,
  initial: null,
  isValid: (v): v is TabletPairing | null =>
    v === null ||
    (typeof v === 'object' &&
      typeof (v as TabletPairing).token === 'string' &&
      isPlace((v as TabletPairing).zone) &&
      isPlace((v as TabletPairing).table)),
});
