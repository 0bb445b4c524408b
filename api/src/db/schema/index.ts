// One Postgres schema for the whole API, one file per feature area.
export * from './system';
export * from './accounts';
export * from './catalog';
export * from './payment';
export * from './sales';
export * from './bar';
