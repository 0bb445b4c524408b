import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { migratedPgliteImage, openDatabase, type Database } from '../db/client';
import { buildApp, type App } from '../app';
import { migrationsHash } from './migrations-hash';
import { createDatabaseFrom, databaseUrl, migratedTemplate, withAdmin } from './postgres-template';

/**
 * The databases a suite runs on: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set
 * (`.ci/run` sets it). Use as `describe.each(testDatabases())('... on %s', (kind) => ...)`.
 */
export function testDatabases(): Array<'pglite' | 'postgres'> {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let warned = false;
/** Says once, plainly, that the PostgreSQL runs were skipped. */
export function notePostgresSkipped(): void {
  if (!process.env.TEST_DATABASE_URL && !warned) {
    warned = true;
    console.warn(
      'PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.',
    );
  }
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server: its URL, and how to drop it. `migrated`: a copy of the
 * migrated template (`migratedTemplate`) instead of an empty database.
 */
export async function createThrowawayPostgres(
  prefix = 'park_test',
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = migrated ? await migratedTemplate(baseUrl) : undefined;
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin(baseUrl, (admin) => createDatabaseFrom(admin, name, template));
  return {
    url: databaseUrl(baseUrl, name),
    drop: () =>
      withAdmin(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * The migrated PGlite image the test databases start from, made once per set of migrations (their files' hash) and
 * kept in the system's temporary folder, so that every test file of every run reuses it.
 */
export async function pgliteImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `park-pglite-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const image = Buffer.from(await (await migratedPgliteImage()).arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, image);
    fs.renameSync(partial, file); // atomic: a parallel test worker reads a whole image or makes its own
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A throwaway database: in-memory PGlite, or a fresh PostgreSQL database dropped on close. */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', pgliteImage: await pgliteImage() });
    return { database, drop: () => database.close() };
  }
  const throwaway = await createThrowawayPostgres('park_test', { migrated: true });
  const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

export interface TestAppOptions {
  /** Adds routes or hooks before the app is ready (a stand-in route that reads what a request carries). */
  extend?: (app: App) => void | Promise<void>;
}

/**
 * Where the tests' e-mails go unless a test gives its own folder: the system's temporary folder, never the API's
 * `outbox/` that `npm start` shows (a new user would find the tests' mail there).
 */
export const TEST_OUTBOX_DIR = path.join(os.tmpdir(), 'park-test-outbox');

/** The configuration of a test app: a throwaway database, no seed, silent, mail into TEST_OUTBOX_DIR. */
export function testConfig(overrides: Partial<Config>): Config {
  // Tests start many payments from one inject address: the per-address limit has its own test.
  return loadConfig(
    { PAYMENT_STARTS_PER_ADDRESS: '0' },
    {
      dataDir: 'memory://',
      seed: false,
      tokenSecret: 'test-secret',
      logLevel: 'silent',
      outboxDir: TEST_OUTBOX_DIR,
      ...overrides,
    },
  );
}

async function readyApp(database: Database, config: Config, options: TestAppOptions): Promise<App> {
  const app = await buildApp({ config, database, logger: false });
  if (options.extend) await options.extend(app);
  await app.ready();
  return app;
}

/** Builds the app on a throwaway database, without the demonstration park (`startApi` in start.ts seeds it). */
export async function createTestApp(
  kind: 'pglite' | 'postgres' = 'pglite',
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(kind);
  const config = testConfig(overrides);
  const app = await readyApp(database, config, options).catch(async (err: unknown) => {
    await drop();
    throw err;
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Several API processes' worth of apps on one throwaway database (what a load balancer spreads requests over). */
export async function createTestApps(
  kind: 'pglite' | 'postgres',
  count: number,
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<{ apps: App[]; database: Database; close(): Promise<void> }> {
  const { database, drop } = await openTestDatabase(kind);
  const config = testConfig(overrides);
  const apps: App[] = [];
  for (let i = 0; i < count; i += 1) apps.push(await readyApp(database, config, options));
  return {
    apps,
    database,
    close: async () => {
      for (const app of apps) await app.close();
      await drop();
    },
  };
}
