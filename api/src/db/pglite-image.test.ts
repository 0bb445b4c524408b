import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migratedPgliteImage, migrationsFolder, openDatabase } from './client';

describe('a PGlite database opened from a migrated image', () => {
  it('has every migration applied and recorded once, and is a database of its own', async () => {
    const image = await migratedPgliteImage();
    const [a, b] = [await openDatabase({ pgliteImage: image }), await openDatabase({ pgliteImage: image })];
    try {
      const count = async (db: typeof a.db, query: ReturnType<typeof sql>) =>
        Number(((await db.execute(query)) as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
      const expected = readMigrationFiles({ migrationsFolder }).length;
      expect(await count(a.db, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)).toBe(expected);
      expect(await count(a.db, sql`SELECT count(*) AS n FROM clients`)).toBe(0);
      await a.db.execute(sql`INSERT INTO clients (first_name, last_name, email) VALUES ('Jean', 'Dupont', 'j@e.fr')`);
      expect(await count(a.db, sql`SELECT count(*) AS n FROM clients`)).toBe(1);
      expect(await count(b.db, sql`SELECT count(*) AS n FROM clients`)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
