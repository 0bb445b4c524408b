import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp, type App } from '../app';
import { createThrowawayPostgres, pgliteImage, testConfig } from './test-app';

export interface TwinApps {
  /** Two API instances ("processes") sharing one database. */
  apps: [App, App];
  /** How they share it, for the test's name: two pools on PostgreSQL, one connection on PGlite. */
  sharing: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * Two apps as two API processes behind a load balancer would be: on PostgreSQL, each with its own
 * connection pool to one fresh database (dropped on close); on PGlite, which opens in one process
 * only, both on the same embedded connection (the app logic is shared, the pools are not).
 */
export async function createTwinApps(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}): Promise<TwinApps> {
  const config = testConfig(overrides);
  let databases: [Database, Database];
  let drop = async () => undefined as void;
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', pgliteImage: await pgliteImage() });
    // A second handle on the same connection (its own key for per-app resources), closed once.
    databases = [database, { ...database, close: async () => undefined }];
  } else {
    const throwaway = await createThrowawayPostgres('park_twin', { migrated: true });
    databases = [
      await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 }),
      await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 }),
    ];
    drop = throwaway.drop;
  }
  const apps: [App, App] = [
    await buildApp({ config, database: databases[0], logger: false }),
    await buildApp({ config, database: databases[1], logger: false }),
  ];
  await Promise.all(apps.map((a) => a.ready()));
  return {
    apps,
    sharing: twinSharing(kind),
    config,
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await databases[1].close();
      await databases[0].close();
      await drop();
    },
  };
}

/** How the two apps share the database on `kind` (for test names). */
export function twinSharing(kind: 'pglite' | 'postgres'): string {
  return kind === 'pglite' ? 'two apps on one PGlite connection' : 'two apps, two PostgreSQL pools';
}
