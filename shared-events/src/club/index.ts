export * from './member-prices';
