import path from 'node:path';
import { loadPaymentConfig, type PaymentConfig } from './features/payment/payment-config';

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (PGlite). `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Secret that signs bearer tokens. When absent, one is generated once and kept in the database. */
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** Public URL of the site (links in e-mails, payment return URLs). */
  siteUrl: string;
  /** Public URL of this API as the payment gateway reaches it (IPN). */
  apiPublicUrl: string;
  logLevel: string;
  /** Seed the demonstration park when the database is empty. */
  seed: boolean;
  /** Payment gateway (Paybox) and place holds: owned by the payment feature. */
  payment: PaymentConfig;
  /** SMTP server URL (smtp://user:pass@host:587); when absent, e-mails are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  /** Sender of every e-mail. */
  /** The park's name as visitors see it in e-mails and on invoices (the site's header says the same). */
  parkName: string;
  mailFrom: string;
  /** Folder of the .eml outbox used when no SMTP server is configured (viewable at /dev/outbox). */
  outboxDir: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = intFrom(env.PORT ?? env.API_PORT, 4000, 'PORT');
  const config: Config = {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.resolve(__dirname, '..', 'data'),
    tokenSecret: env.TOKEN_SECRET || undefined,
    tokenTtlSeconds: intFrom(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600, 'TOKEN_TTL_SECONDS'),
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    apiPublicUrl: (env.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: env.SEED !== 'false',
    payment: loadPaymentConfig(env),
    smtpUrl: env.SMTP_URL || undefined,
    parkName: env.PARK_NAME ?? 'Parc 360',
    mailFrom: env.MAIL_FROM ?? `${env.PARK_NAME ?? 'Parc 360'} <no-reply@parc360.fr>`,
    outboxDir: env.OUTBOX_DIR ?? path.resolve(__dirname, '..', 'outbox'),
    ...overrides,
  };
  return config;
}
