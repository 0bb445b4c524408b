import net from 'node:net';
import path from 'node:path';
import { paymentConfigFrom, type PaymentConfig } from './features/payment/payment-config';
import { readEnv } from './env';
import { checkProductionEnv } from './production-checks';
import { loadSellerLegal, type SellerLegal } from './features/orders/seller-legal';

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
  /**
   * Public URL of the account area's standalone entry (ACCOUNT_URL): the e-mails' links to the account's tabs,
   * the password reset and the company sign-in open there. Default: the site itself (which answers the same
   * paths); `npm start` sets it to the account area's own server (http://localhost:3004).
   */
  accountUrl: string;
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
  /** The customer service phone visitors are told to call after a failed purchase (PARK_PHONE; spec §8). */
  parkPhone: string;
  /** The seller's legal mentions on invoices (PARK_LEGAL_NAME, _FORM, _ADDRESS, _SIRET, _VAT, _RCS). */
  parkLegal: SellerLegal;
  mailFrom: string;
  /** Folder of the .eml outbox used when no SMTP server is configured (viewable at /dev/outbox). */
  outboxDir: string;
  /**
   * Addresses or CIDR ranges of the proxies whose X-Forwarded-For is believed (TRUST_PROXY, comma-separated;
   * default the loopback addresses the local app servers connect from). Empty: no proxy is trusted.
   */
  trustProxy: string[];
  /** Redis shared by every API process for rate-limit counts (REDIS_URL); in memory, per process, when absent. */
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis (RATE_LIMIT_PREFIX). */
  rateLimitPrefix: string;
  /**
   * The bar staff's code (BAR_STAFF_CODE): signs staff in to the bar screen and the tablets' pairing.
   * Default 'bar360' for the demonstration park; none in production unless set (staff sign-in refused).
   */
  barStaffCode: string;
  /**
   * The site's deploy-time remotes.json (REMOTES_JSON, a file path): the origins of the parts it lists may
   * receive the browser back from the payment gateway (a bar tablet runs the snacking area on its own origin).
   * Absent: only the site's origin.
   */
  remotesFile?: string;
  /**
   * The park's print server (PRINT_SERVER_URL, without its trailing slash): the API forwards the test ticket page's
   * jobs to `<it>/api/v1/print` (decision 0044). Empty: no print server, printing answers 503.
   */
  printServerUrl: string;
  /** How often the karting ranking e-mails due are sent (RANKING_SWEEP_SECONDS, default 60; 0: never). */
  rankingSweepSeconds: number;
}

export const DEFAULT_TRUST_PROXY = ['127.0.0.1', '::1'];

/** TRUST_PROXY: comma-separated addresses or CIDR ranges (10.0.0.0/8, fd00::/8); 'none' or empty trusts none. */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined) return [...DEFAULT_TRUST_PROXY];
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.toLowerCase() !== 'none');
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !okBits || extra !== undefined)
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
  }
  return entries;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const env = readEnv(source);
  checkProductionEnv(env);
  const port = env.PORT ?? env.API_PORT ?? 4000;
  const config: Config = {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? path.resolve(__dirname, '..', 'data'),
    tokenSecret: env.TOKEN_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    accountUrl: (env.ACCOUNT_URL ?? env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    apiPublicUrl: (env.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    seed: env.SEED !== 'false' && env.SEED !== '0',
    payment: paymentConfigFrom(env),
    smtpUrl: env.SMTP_URL,
    parkName: env.PARK_NAME,
    parkPhone: env.PARK_PHONE,
    parkLegal: loadSellerLegal(env, env.PARK_NAME),
    mailFrom: env.MAIL_FROM ?? `${env.PARK_NAME} <no-reply@parc360.fr>`,
    outboxDir: env.OUTBOX_DIR ?? path.resolve(__dirname, '..', 'outbox'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX,
    barStaffCode: env.BAR_STAFF_CODE ?? (env.NODE_ENV === 'production' ? '' : 'bar360'),
    remotesFile: env.REMOTES_JSON,
    printServerUrl: (env.PRINT_SERVER_URL ?? '').replace(/\/+$/, ''),
    rankingSweepSeconds: env.RANKING_SWEEP_SECONDS,
    ...overrides,
  };
  return config;
}
