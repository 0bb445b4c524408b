// One Postgres schema for the whole API, one file per feature area.
export * from './system';
