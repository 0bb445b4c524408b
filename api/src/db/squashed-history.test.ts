import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, openDatabase, type Database } from './client';
import { LAST_SQUASHED_MIGRATION_MILLIS, SQUASHED_INTO } from './squashed-history';

const migrations = readMigrationFiles({ migrationsFolder });

async function foreignKeysOfTransactions(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql.raw(`SELECT conname FROM pg_constraint WHERE conrelid = 'transactions'::regclass AND contype = 'f'`),
  )) as unknown as { rows: { conname: string }[] };
  return result.rows.map((r) => r.conname);
}

async function history(database: Database): Promise<number[]> {
  const result = (await database.db.execute(
    sql.raw('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at'),
  )) as unknown as { rows: { created_at: string }[] };
  return result.rows.map((r) => Number(r.created_at));
}

describe('the squashed migration history', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-squash-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a new database applies every migration, the foreign keys included', async () => {
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(await history(database)).toEqual(migrations.map((m) => m.folderMillis));
      expect(await foreignKeysOfTransactions(database)).toContain('transactions_client_id_clients_id_fk');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a database made before the squash keeps its data and only gets the migrations after it', async () => {
    // The state the ten old migrations left: the baseline's tables and the triggers, history ending at 0009.
    const old = new PGlite(dir);
    for (const m of migrations.slice(0, SQUASHED_INTO)) for (const statement of m.sql) await old.exec(statement);
    await old.exec(`CREATE SCHEMA drizzle;
      CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);
      INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('old-0008', 1795460489916), ('old-0009', ${LAST_SQUASHED_MIGRATION_MILLIS});
      INSERT INTO settings (key, value) VALUES ('kept', 'yes');`);
    await old.close();

    const database = await openDatabase({ dataDir: dir });
    try {
      const kept = (await database.db.execute(sql.raw(`SELECT value FROM settings WHERE key = 'kept'`))) as unknown as {
        rows: { value: string }[];
      };
      expect(kept.rows).toEqual([{ value: 'yes' }]);
      expect(await foreignKeysOfTransactions(database)).toContain('transactions_client_id_clients_id_fk');
      expect(await history(database)).toEqual([
        1795460489916,
        LAST_SQUASHED_MIGRATION_MILLIS,
        ...migrations.map((m) => m.folderMillis),
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
