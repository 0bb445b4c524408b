import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';

/**
 * The first ten migrations (0000_init … 0009_booking) were squashed into `0000_baseline` and
 * `0001_catalogue_triggers` (decision 0012). A database created before the squash has applied all ten:
 * its last recorded migration is 0009_booking's. For such a database the two squashed migrations are
 * recorded as applied (the schema they create is already there), so that the migrator goes on with the
 * migrations after them instead of re-creating tables that exist. Any other history is left alone.
 */
export const LAST_SQUASHED_MIGRATION_MILLIS = 1795460566824;
export const SQUASHED_INTO = 2;

/** The rows of a raw query, as PGlite and node-postgres both answer them. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function recordSquashedHistory(db: Db, migrationsFolder: string): Promise<boolean> {
  const [table] = await rows<{ name: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  );
  if (!table?.name) return false;
  const [last] = await rows<{ created_at: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations`,
  );
  if (Number(last?.created_at) !== LAST_SQUASHED_MIGRATION_MILLIS) return false;
  const squashed = readMigrationFiles({ migrationsFolder }).slice(0, SQUASHED_INTO);
  for (const m of squashed) {
    await db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`,
    );
  }
  return true;
}
