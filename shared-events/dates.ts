// The 'shared-events/dates' entry (see src/dates/index.ts).
export * from './src/dates';
