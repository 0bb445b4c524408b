import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value settings shared by every API process (e.g. the generated token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
