import { createPersistentStore } from 'shared-events';

/** The bar staff's session on this device (never the visitor's session). Key 'park.barStaff.v1'. */
export interface StaffSession {
  token: string | null;
}

export const staffStore = createPersistentStore<StaffSession>({
  name: 'barStaff',
  version: 1,
  initial: { token: null },
  isValid: (v): v is StaffSession =>
    typeof v === 'object' &&
    v !== null &&
    (typeof (v as StaffSession).token === 'string' || (v as StaffSession).token === null),
});

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
