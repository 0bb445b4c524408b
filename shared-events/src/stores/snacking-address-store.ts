import { createPersistentStore } from './store';

export const SNACKING_ADDRESS_VERSION = 1;

const isAddress = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

/** The snacking table address a tablet returns to ('/' = none). Key 'park.snackingAddress.v1'. */
export const snackingAddressStore = createPersistentStore<string>({
  name: 'snackingAddress',
  version: SNACKING_ADDRESS_VERSION,
  initial: '/',
  isValid: isAddress,
});
