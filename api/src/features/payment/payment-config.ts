import fs from 'node:fs';
import path from 'node:path';
import { readEnv, type Env } from '../../env';

/** Everything the payment feature reads from the environment (see docs/runbooks/payment.md). */
export interface PaymentConfig {
  /** The gateway's payment page (PAYBOX_URL). */
  payboxUrl: string;
  payboxSite: string;
  payboxRang: string;
  payboxIdentifiant: string;
  /** Secret HMAC key, 128 hex characters (PAYBOX_HMAC_KEY). */
  payboxHmacKey: string;
  /** The gateway's public key, PEM text (read from PAYBOX_PUBLIC_KEY, a path or the PEM itself). */
  payboxPublicKey: string;
  /** How long places stay held while the buyer pays (PAYMENT_HOLD_MINUTES, 20). */
  holdMinutes: number;
  /** A pending transaction older than this is marked expired by the sweep (PAYMENT_EXPIRE_MINUTES, 30). */
  expireMinutes: number;
  /** Period of the expiry sweep in seconds, 0 = off (PAYMENT_SWEEP_SECONDS, 60). */
  sweepSeconds: number;
  /**
   * Payment starts (each one holds places) per caller address in 10 minutes, 0 = no limit
   * (PAYMENT_STARTS_PER_ADDRESS, 30): with the per-basket bounds, what one address can hold.
   */
  startsPerAddress: number;
}

export const SANDBOX_PUBLIC_KEY_PATH = path.resolve(
  __dirname,
  '..',
  '..',
  'sandbox-gateway',
  'keys',
  'sandbox-test-only-public.pem',
);
export const PAYBOX_TEST_HMAC_KEY = '0123456789ABCDEF'.repeat(8);

/** Reads a PEM from a path, or takes the PEM text itself when the value starts with -----BEGIN. */
export function readPublicKey(value: string | undefined): string {
  const source = value && value.trim() !== '' ? value.trim() : SANDBOX_PUBLIC_KEY_PATH;
  const pem = source.startsWith('-----BEGIN')
    ? source.replace(/\\n/g, '\n')
    : fs.readFileSync(path.resolve(source), 'utf8');
  if (!/-----BEGIN (RSA )?PUBLIC KEY-----/.test(pem))
    throw new Error(`PAYBOX_PUBLIC_KEY: no PEM public key in ${source.slice(0, 60)}`);
  return pem;
}

export const SANDBOX_GATEWAY_URL = 'http://127.0.0.1:4100/cgi/MYchoix_pagepaiement.cgi';

/** The local sandbox gateway: a payment page on this machine (127.0.0.1, localhost or ::1, any port). */
export function isSandboxGateway(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new Error(`PAYBOX_URL is not a URL: "${url}"`);
  }
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The committed test keys (sandbox HMAC key, sandbox public key) are only for the local sandbox gateway.
 * Another gateway needs its own keys, and production refuses the sandbox altogether: a forged IPN signed
 * with the published sandbox private key must never be believed by a real shop.
 */
function checkKeys(env: Env, url: string, hmacKey: string, publicKey: string): void {
  const sandbox = isSandboxGateway(url);
  const missing = (['PAYBOX_HMAC_KEY', 'PAYBOX_PUBLIC_KEY'] as const).filter((name) => !env[name]?.trim());
  if (!sandbox && missing.length > 0)
    throw new Error(
      `PAYBOX_URL points at a gateway other than the local sandbox (${url}): set ${missing.join(' and ')} ` +
        '(the sandbox test keys are refused there; see docs/runbooks/payment.md)',
    );
  if (env.NODE_ENV !== 'production') return;
  if (sandbox) throw new Error(`NODE_ENV=production: PAYBOX_URL must be the real gateway, not the sandbox (${url})`);
  if (hmacKey.toUpperCase() === PAYBOX_TEST_HMAC_KEY)
    throw new Error('NODE_ENV=production: PAYBOX_HMAC_KEY is the published test key; set the shop’s own key');
  if (normalisePem(publicKey) === normalisePem(fs.readFileSync(SANDBOX_PUBLIC_KEY_PATH, 'utf8')))
    throw new Error('NODE_ENV=production: PAYBOX_PUBLIC_KEY is the sandbox key; set the gateway’s public key');
}

const normalisePem = (pem: string) => pem.replace(/\s+/g, '');

/** The payment settings from an environment already checked against `EnvSchema` (types, ranges, digits). */
export function paymentConfigFrom(env: Env): PaymentConfig {
  const hmacKey = env.PAYBOX_HMAC_KEY ?? PAYBOX_TEST_HMAC_KEY;
  const payboxUrl = env.PAYBOX_URL ?? SANDBOX_GATEWAY_URL;
  const payboxPublicKey = readPublicKey(env.PAYBOX_PUBLIC_KEY);
  checkKeys(env, payboxUrl, hmacKey, payboxPublicKey);
  if (env.PAYMENT_EXPIRE_MINUTES < env.PAYMENT_HOLD_MINUTES)
    throw new Error('PAYMENT_EXPIRE_MINUTES must not be shorter than PAYMENT_HOLD_MINUTES');
  return {
    payboxUrl,
    payboxSite: env.PAYBOX_SITE ?? '1999888',
    payboxRang: env.PAYBOX_RANG ?? '32',
    payboxIdentifiant: env.PAYBOX_IDENTIFIANT ?? '107904482',
    payboxHmacKey: hmacKey.toUpperCase(),
    payboxPublicKey,
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    expireMinutes: env.PAYMENT_EXPIRE_MINUTES,
    sweepSeconds: env.PAYMENT_SWEEP_SECONDS,
    startsPerAddress: env.PAYMENT_STARTS_PER_ADDRESS,
  };
}

/** The payment settings from a raw environment (checked first). */
export function loadPaymentConfig(source: NodeJS.ProcessEnv = process.env): PaymentConfig {
  return paymentConfigFrom(readEnv(source));
}
