import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value settings shared by every API process (e.g. the generated token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gap-free counters: a number is taken with `UPDATE counters SET value = value + 1 ... RETURNING value` inside the
 * transaction that uses it, so a rolled-back transaction gives its number back (unlike a sequence). `invoice`: the
 * last invoice number given (decision 0056).
 */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});
