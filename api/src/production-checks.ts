import { ConfigError, type Env } from './env';

/**
 * What a production start must be given. Development runs on defaults (links to localhost, e-mails written to the
 * outbox folder, the demonstration seller on invoices); in production each of those would reach customers unseen:
 * e-mails linking to a machine they cannot reach, confirmations never delivered yet marked sent, invoices naming a
 * seller that does not exist.
 */
const REQUIRED_IN_PRODUCTION: ReadonlyArray<readonly [keyof Env, string]> = [
  ['SITE_URL', 'the site’s public address, for the links in e-mails and the payment returns'],
  ['SMTP_URL', 'the mail server; without it e-mails are only written to the outbox folder'],
  ['PARK_LEGAL_NAME', 'the seller’s legal name on invoices'],
  ['PARK_LEGAL_FORM', 'its legal form and share capital'],
  ['PARK_LEGAL_ADDRESS', 'its registered address'],
  ['PARK_LEGAL_SIRET', 'its SIRET'],
  ['PARK_LEGAL_VAT', 'its VAT number'],
  ['PARK_LEGAL_RCS', 'its trade register entry'],
];

/** With NODE_ENV=production, refuses to start without what customers would otherwise get from the defaults. */
export function checkProductionEnv(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = REQUIRED_IN_PRODUCTION.filter(([name]) => !String(env[name] ?? '').trim());
  if (missing.length > 0)
    throw new ConfigError(`NODE_ENV=production: set ${missing.map(([name, what]) => `${name} (${what})`).join('; ')}`);
  for (const name of ['SITE_URL', 'ACCOUNT_URL'] as const) {
    const url = env[name];
    if (url && /^https?:\/\/(localhost|127\.|\[::1\])/i.test(url))
      throw new ConfigError(`NODE_ENV=production: ${name} must be the public address, not ${url}`);
  }
}
