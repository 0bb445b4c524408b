import crypto from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../db/client';
import { migrationsHash } from './migrations-hash';

/** The URL of database `name` on the server of `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to `url`'s database, closed afterwards. */
export async function withAdmin<T>(baseUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The name of an empty, migrated PostgreSQL database that test databases are copied from (`CREATE DATABASE …
 * TEMPLATE`, ~0.1 s, against ~0.6–1 s to migrate each new database). Made once per set of migrations (their hash
 * is in its name) and kept on the server, as the PGlite image is kept in the temporary folder. Built under a
 * temporary name and renamed when complete, so an interrupted build is never copied; a worker that loses the race
 * drops its own copy.
 */
export async function migratedTemplate(baseUrl: string, name = `park_template_${migrationsHash()}`): Promise<string> {
  const exists = async (admin: Client) =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  if (await withAdmin(baseUrl, exists)) return name;
  const building = `${name}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await withAdmin(baseUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, building), poolSize: 2 });
  await database.close();
  await withAdmin(baseUrl, async (admin) => {
    if (!(await exists(admin))) {
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return;
      } catch (error) {
        if (!(await exists(admin))) throw error;
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  });
  return name;
}

/** PostgreSQL refuses to copy a template while another session is connected to it: a short retry covers a race. */
export async function createDatabaseFrom(admin: Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006'; // object_in_use
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
