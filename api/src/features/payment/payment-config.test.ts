import crypto from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from '../../config';
import { PRODUCTION_ESSENTIALS } from '../../test/production-env';
import { isSandboxGateway, PAYBOX_TEST_HMAC_KEY, SANDBOX_PUBLIC_KEY_PATH } from './payment-config';

const PREPROD = 'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi';
/** A gateway's own keys, as a shop would configure them (the PEM given as text). */
const realPublicKey = crypto
  .generateKeyPairSync('rsa', { modulusLength: 1024 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString()
  .trim();
const realHmacKey = crypto.randomBytes(64).toString('hex').toUpperCase();
const realKeys = { PAYBOX_HMAC_KEY: realHmacKey, PAYBOX_PUBLIC_KEY: realPublicKey };

describe('payment configuration and the sandbox keys', () => {
  it('uses the committed sandbox keys with the local sandbox gateway (the default, or start-site’s localhost URL)', () => {
    for (const env of [{}, { PAYBOX_URL: 'http://localhost:4130/cgi/MYchoix_pagepaiement.cgi' }]) {
      const { payment } = loadConfig(env);
      expect(payment.payboxHmacKey).toBe(PAYBOX_TEST_HMAC_KEY);
      expect(payment.payboxPublicKey).toBe(fs.readFileSync(SANDBOX_PUBLIC_KEY_PATH, 'utf8'));
    }
    expect(['http://127.0.0.1:4100/x', 'http://localhost/x', 'http://[::1]:4100/x'].every(isSandboxGateway)).toBe(true);
    expect([PREPROD, 'http://127.0.0.1.evil.example/x', 'http://10.0.0.5:4100/x'].some(isSandboxGateway)).toBe(false);
  });

  it('refuses another gateway without its own HMAC and public keys, naming what is missing', () => {
    expect(() => loadConfig({ PAYBOX_URL: PREPROD })).toThrow(
      /other than the local sandbox.*set PAYBOX_HMAC_KEY and PAYBOX_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ PAYBOX_URL: PREPROD, PAYBOX_HMAC_KEY: realHmacKey })).toThrow(/set PAYBOX_PUBLIC_KEY \(/);
    expect(() => loadConfig({ PAYBOX_URL: PREPROD, PAYBOX_PUBLIC_KEY: realPublicKey })).toThrow(
      /set PAYBOX_HMAC_KEY \(/,
    );
    const { payment } = loadConfig({ PAYBOX_URL: PREPROD, ...realKeys });
    expect(payment).toMatchObject({ payboxUrl: PREPROD, payboxHmacKey: realHmacKey, payboxPublicKey: realPublicKey });
  });

  it('refuses in production: the sandbox gateway, the test HMAC key, the sandbox public key', () => {
    const production = PRODUCTION_ESSENTIALS;
    expect(() => loadConfig(production)).toThrow(/NODE_ENV=production: PAYBOX_URL must be the real gateway/);
    expect(() => loadConfig({ ...production, ...realKeys })).toThrow(/not the sandbox/);
    expect(() =>
      loadConfig({ ...production, ...realKeys, PAYBOX_URL: PREPROD, PAYBOX_HMAC_KEY: PAYBOX_TEST_HMAC_KEY }),
    ).toThrow(/PAYBOX_HMAC_KEY is the published test key/);
    expect(() =>
      loadConfig({ ...production, ...realKeys, PAYBOX_URL: PREPROD, PAYBOX_PUBLIC_KEY: SANDBOX_PUBLIC_KEY_PATH }),
    ).toThrow(/PAYBOX_PUBLIC_KEY is the sandbox key/);
    expect(loadConfig({ ...production, ...realKeys, PAYBOX_URL: PREPROD }).payment.payboxUrl).toBe(PREPROD);
  });
});
