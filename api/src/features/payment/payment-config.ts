import fs from 'node:fs';
import path from 'node:path';
import { isValidHmacKey } from './paybox-protocol';

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

function positiveInt(value: string | undefined, fallback: number, name: string, allowZero = false): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || (!allowZero && n === 0))
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${value}"`);
  return n;
}

function digits(value: string, min: number, max: number, name: string): string {
  if (!new RegExp(`^\\d{${min},${max}}$`).test(value))
    throw new Error(`${name} must be ${min} to ${max} digits, got "${value}"`);
  return value;
}

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

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const hmacKey = env.PAYBOX_HMAC_KEY || PAYBOX_TEST_HMAC_KEY;
  if (!isValidHmacKey(hmacKey)) throw new Error('PAYBOX_HMAC_KEY must be 128 hexadecimal characters');
  const holdMinutes = positiveInt(env.PAYMENT_HOLD_MINUTES, 20, 'PAYMENT_HOLD_MINUTES');
  const expireMinutes = positiveInt(env.PAYMENT_EXPIRE_MINUTES, 30, 'PAYMENT_EXPIRE_MINUTES');
  if (expireMinutes < holdMinutes)
    throw new Error('PAYMENT_EXPIRE_MINUTES must not be shorter than PAYMENT_HOLD_MINUTES');
  return {
    payboxUrl: env.PAYBOX_URL || 'http://127.0.0.1:4100/cgi/MYchoix_pagepaiement.cgi',
    payboxSite: digits(env.PAYBOX_SITE || '1999888', 7, 7, 'PAYBOX_SITE'),
    payboxRang: digits(env.PAYBOX_RANG || '32', 2, 3, 'PAYBOX_RANG'),
    payboxIdentifiant: digits(env.PAYBOX_IDENTIFIANT || '107904482', 1, 9, 'PAYBOX_IDENTIFIANT'),
    payboxHmacKey: hmacKey.toUpperCase(),
    payboxPublicKey: readPublicKey(env.PAYBOX_PUBLIC_KEY),
    holdMinutes,
    expireMinutes,
    sweepSeconds: positiveInt(env.PAYMENT_SWEEP_SECONDS, 60, 'PAYMENT_SWEEP_SECONDS', true),
  };
}
