/**
 * The one import point of this area for the shared contract (bus, stores, HTTP, helpers).
 * Points at the local stand-in until shared-events exports the contract.
 */
export * from './local-shared';
export type * from './types';
