/** The one import point of this area for the shared contract (bus, stores, HTTP, helpers, types). */
export * from 'shared-events';
export * from 'shared-events/dates';
export type { Id } from './types';
