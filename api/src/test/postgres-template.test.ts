import crypto from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client';
import { createDatabaseFrom, databaseUrl, migratedTemplate, withAdmin } from './postgres-template';
import { notePostgresSkipped } from './test-app';

const baseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = baseUrl ? describe : describe.skip;
if (!baseUrl) notePostgresSkipped();

const query = async <T>(url: string, text: string, values: unknown[] = []) =>
  withAdmin(url, async (client) => (await client.query(text, values)).rows as T[]);

onPostgres('the migrated PostgreSQL template of the test databases', () => {
  const name = `park_template_test_${crypto.randomBytes(4).toString('hex')}`;
  const copy = `${name}_copy`;
  afterAll(async () => {
    for (const db of [copy, name]) await query(baseUrl!, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  });

  it('is made once by racing workers, leaves no half-built database, and copies with every migration', async () => {
    const made = await Promise.all([migratedTemplate(baseUrl!, name), migratedTemplate(baseUrl!, name)]);
    expect(made).toEqual([name, name]);
    const named = await query<{ datname: string }>(baseUrl!, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${name}%`,
    ]);
    expect(named.map((row) => row.datname)).toEqual([name]);
    // Asked again: the same database, not a new build.
    expect(await migratedTemplate(baseUrl!, name)).toBe(name);

    await withAdmin(baseUrl!, (admin) => createDatabaseFrom(admin, copy, name));
    const url = databaseUrl(baseUrl!, copy);
    const count = async (text: string) => Number((await query<{ n: string }>(url, text))[0]?.n);
    expect(await count('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(
      readMigrationFiles({ migrationsFolder }).length,
    );
    expect(await count('SELECT count(*) AS n FROM clients')).toBe(0);
  }, 90_000);
});
