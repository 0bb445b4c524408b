import envSchema from 'env-schema';
import { Type, type Static } from '@sinclair/typebox';

const Text = (description: string, extra: object = {}) => Type.Optional(Type.String({ description, ...extra }));
const Url = (description: string, scheme = 'https?') => Text(description, { pattern: `^${scheme}://[^\\s]+$` });
const Count = (description: string, minimum: number, fallback: number) =>
  Type.Integer({ description, minimum, maximum: 1_000_000_000, default: fallback });
const OneOf = <T extends string>(values: readonly T[], fallback: T) =>
  Type.Unsafe<T>({ type: 'string', enum: values, default: fallback });
const Digits = (description: string, min: number, max: number) =>
  Text(description, { pattern: `^\\d{${min},${max}}$` });

/**
 * Every environment variable the API reads, with its type and default: checked once at start (env-schema,
 * on ajv), so that a wrong value stops the API with one message naming every variable at fault, before
 * anything is opened. Rules across variables (the gateway's keys, TRUST_PROXY's ranges, the seller's SIRET
 * checksum) are checked by the features that own them.
 */
export const EnvSchema = Type.Object({
  NODE_ENV: Text('production enables the production checks (real gateway keys, no default staff code)'),
  HOST: Text('Address the API listens on (127.0.0.1)'),
  PORT: Type.Optional(
    Type.Integer({ description: 'Port of the API (4000; API_PORT also read)', minimum: 0, maximum: 65535 }),
  ),
  API_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  DATABASE_URL: Url('PostgreSQL connection string; absent: the embedded PGlite database', 'postgres(ql)?'),
  DATA_DIR: Text('Folder of the embedded database (memory:// keeps it in memory)'),
  TOKEN_SECRET: Text('Secret signing bearer tokens; absent: generated once and kept in the database', {
    minLength: 16,
  }),
  TOKEN_TTL_SECONDS: Count('Lifetime of a bearer token', 60, 7 * 24 * 3600),
  SITE_URL: Url('Public URL of the site (links in e-mails, payment returns)'),
  ACCOUNT_URL: Url('Public URL of the account area’s standalone entry'),
  API_PUBLIC_URL: Url('Public URL of this API as the payment gateway reaches it'),
  LOG_LEVEL: OneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  SEED: OneOf(['true', 'false', '1', '0'], 'true'),
  SMTP_URL: Url('SMTP server; absent: e-mails written to the outbox folder', 'smtps?'),
  PARK_NAME: Type.String({ minLength: 1, maxLength: 100, default: 'Parc 360' }),
  PARK_PHONE: Type.String({
    pattern: '^\\+?[0-9][0-9 .]{3,24}$',
    default: '04 00 00 00 00',
    description: 'Customer service phone shown to visitors after a failed purchase',
  }),
  PARK_LEGAL_NAME: Text('Seller’s legal name on invoices'),
  PARK_LEGAL_FORM: Text('Legal form and share capital'),
  PARK_LEGAL_ADDRESS: Text('Registered address'),
  PARK_LEGAL_SIRET: Text('SIRET (14 digits)'),
  PARK_LEGAL_VAT: Text('Intra-community VAT number'),
  PARK_LEGAL_RCS: Text('Trade register entry'),
  MAIL_FROM: Text('Sender of every e-mail'),
  OUTBOX_DIR: Text('Folder of the .eml outbox when no SMTP server is set'),
  TRUST_PROXY: Text('Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR; empty: none)'),
  REDIS_URL: Url('Redis shared by the API processes for rate limits; absent: in memory', 'rediss?'),
  RATE_LIMIT_PREFIX: Type.String({ minLength: 1, default: 'park-rate-limit:' }),
  BAR_STAFF_CODE: Text('The bar staff’s code (empty: staff sign-in refused)'),
  PRINT_SERVER_URL: Url('The park’s print server, reached by the API for the test ticket page (absent: none)'),
  REMOTES_JSON: Text('Path of the site’s remotes.json (origins a payment may return to)'),
  RANKING_SWEEP_SECONDS: Count('Period of the karting ranking e-mails (0: never)', 0, 60),
  ADMIN_SOCKET: Text('Path of the staff commands’ socket'),
  PAYBOX_URL: Url('The payment gateway’s page; absent: the local sandbox'),
  PAYBOX_SITE: Digits('Shop site number', 7, 7),
  PAYBOX_RANG: Digits('Shop rank', 2, 3),
  PAYBOX_IDENTIFIANT: Digits('Shop identifier', 1, 9),
  PAYBOX_HMAC_KEY: Text('Secret HMAC key', { pattern: '^[0-9A-Fa-f]{128}$' }),
  PAYBOX_PUBLIC_KEY: Text('The gateway’s public key: a path, or the PEM itself'),
  PAYMENT_HOLD_MINUTES: Count('How long places stay held while the buyer pays', 1, 20),
  PAYMENT_EXPIRE_MINUTES: Count('Age after which a pending payment is expired', 1, 30),
  PAYMENT_SWEEP_SECONDS: Count('Period of the expiry sweep (0: off)', 0, 60),
  PAYMENT_STARTS_PER_ADDRESS: Count('Payment starts per address in 10 minutes (0: no limit)', 0, 30),
});

export type Env = Static<typeof EnvSchema>;

/** A refused environment: its message names every variable at fault (no stack trace needed to fix it). */
export class ConfigError extends Error {}

/** Variables where an empty value means something (none trusted, no staff code); elsewhere empty is absent. */
const EMPTY_MEANS_SOMETHING = new Set(['TRUST_PROXY', 'BAR_STAFF_CODE']);

/** The environment checked against `EnvSchema`, with defaults and numbers typed; throws naming every fault. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const data: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && (value !== '' || EMPTY_MEANS_SOMETHING.has(key))) data[key] = value;
  }
  try {
    return envSchema<Env>({ schema: EnvSchema, data, dotenv: false, env: false });
  } catch (err) {
    const message = (err as Error).message.replace(/env\//g, '');
    throw new ConfigError(`Configuration refused: ${message}`, { cause: err });
  }
}
