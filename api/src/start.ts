import { buildApp, type App, type BuildOptions } from './app';
import { seedZoneAccounts } from './features/bar/zone-account';
import { directCommands } from './features/admin/commands';
import { startAdminSocket } from './features/admin/socket-server';
import { adminSocketPath } from './features/admin/socket-path';
import { seedDemoSubscription } from './features/subscriptions/seed-demo';
import { seedAccounts } from './features/users/seed-accounts';
import { rollSlotsForward, seedPark } from './seed/seed';

const DAY_MS = 24 * 3600 * 1000;

export interface RunningApi {
  app: App;
  /** Stops the daily roll and the staff's socket, then closes the app (the database stays open: its owner closes it). */
  stop(): Promise<void>;
}

/**
 * The API as `npm start` runs it, before it listens: the app (plugins and routes), the demonstration park on an empty
 * database with the planning kept 60 days ahead (config.seed), and the socket the staff's commands reach the database
 * through (`pnpm --filter api admin …`). `server.ts` only adds the signals and `listen`.
 */
export async function startApi(options: BuildOptions & { env?: NodeJS.ProcessEnv }): Promise<RunningApi> {
  const { config, database, env = process.env } = options;
  const app = await buildApp(options);
  await app.ready();

  let roll: NodeJS.Timeout | undefined;
  if (config.seed) {
    const report = await seedPark(database.db);
    // The demonstration accounts need the civilities the park's seed has just loaded.
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

  const socketPath = adminSocketPath(env, config.dataDir);
  const adminSocket = socketPath
    ? await startAdminSocket(directCommands(database.db, config), socketPath, {
        info: (msg) => app.log.info(msg),
        warn: (msg) => app.log.warn(msg),
      })
    : null;

  return {
    app,
    stop: async () => {
      if (roll) clearInterval(roll);
      await adminSocket?.close();
      await app.close();
    },
  };
}
