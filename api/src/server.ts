import { seedZoneAccounts } from './features/bar/zone-account';
import { loadConfig } from './config';
import { ConfigError } from './env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { rollSlotsForward, seedPark } from './seed/seed';
import { seedAccounts } from './features/users/seed-accounts';
import { seedDemoSubscription } from './features/subscriptions/seed-demo';
import { directCommands } from './features/admin/commands';
import { startAdminSocket } from './features/admin/socket-server';
import { adminSocketPath } from './features/admin/socket-path';

const DAY_MS = 24 * 3600 * 1000;

/** Boot order: config, database (with migrations), plugins and routes, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  await app.ready();

  let roll: NodeJS.Timeout | undefined;
  // The demonstration park on an empty database, then the planning kept 60 days ahead (now and once a day).
  if (config.seed) {
    const report = await seedPark(database.db);
    // The demonstration accounts (accounts feature) need the civilities loaded just above.
    await seedAccounts(database.db);
    await seedDemoSubscription(database.db);
    await seedZoneAccounts(database.db);
    app.log.info({ seed: report }, 'demonstration park checked');
    roll = setInterval(() => {
      rollSlotsForward(database.db).then(
        (inserted) => app.log.info({ inserted }, 'planning rolled forward'),
        (err: unknown) => app.log.error({ err }, 'planning roll-forward failed'),
      );
    }, DAY_MS);
    roll.unref();
  }

  // The staff's commands (pnpm --filter api admin ...) reach the database through this process while it runs.
  const socketPath = adminSocketPath(process.env, config.dataDir);
  const adminSocket = socketPath
    ? await startAdminSocket(directCommands(database.db, config), socketPath, {
        info: (msg) => app.log.info(msg),
        warn: (msg) => app.log.warn(msg),
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (roll) clearInterval(roll);
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await adminSocket?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Park API ready on http://${config.host}:${config.port} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
