import { createTestApp, type TestContext } from '../test/test-app';
import { seedPark } from './seed';

/** A fixed clock for seeded suites: Friday 27 March 2026, two days before the spring DST change. */
export const SEED_NOW = new Date('2026-03-27T09:00:00Z');

/** The app on a throwaway database holding the demonstration park with `days` days of planning from SEED_NOW. */
export async function createSeededApp(kind: 'pglite' | 'postgres', days = 4): Promise<TestContext> {
  const ctx = await createTestApp(kind);
  await seedPark(ctx.database.db, SEED_NOW, days);
  return ctx;
}
