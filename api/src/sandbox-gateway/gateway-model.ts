import crypto from 'node:crypto';
import path from 'node:path';
import type { FieldList, PayboxMerchant } from '../features/payment/paybox-protocol';
import { PAYBOX_TEST_HMAC_KEY } from '../features/payment/payment-config';
import type { CheckedRequest } from './request-check';

/** The sandbox gateway's model: its options, sessions and payments, merchants, and the answer it signs. */

export const SANDBOX_PRIVATE_KEY_PATH = path.resolve(__dirname, 'keys', 'sandbox-test-only-private.pem');

export interface GatewayOptions {
  merchants?: PayboxMerchant[];
  privateKeyPem?: string;
  /** Never send the IPN (SANDBOX_SKIP_IPN=1). */
  skipIpn?: boolean;
  now?: () => Date;
  logger?: boolean | { level: string };
  /** How the IPN is sent; global fetch by default. */
  fetchImpl?: typeof fetch;
}

export interface Session {
  id: string;
  request: CheckedRequest;
  createdAt: Date;
  payment?: Payment;
}

export interface Payment {
  id: string;
  sessionId: string;
  reference: string;
  amountCents: number;
  code: string;
  at: Date;
  /** The signed answer (query string) sent to the IPN and appended to the return URL. */
  signed: string;
  returnUrl: string | null;
  ipnUrl: string | null;
  ipnMethod: 'GET' | 'POST';
  ipn: { status: 'skipped' | 'sent' | 'failed' | 'none'; httpStatus?: number; error?: string; attempts: number };
}

export function defaultMerchants(env: NodeJS.ProcessEnv = process.env): PayboxMerchant[] {
  return [
    {
      site: env.SANDBOX_SITE || env.PAYBOX_SITE || '1999888',
      rang: env.SANDBOX_RANG || env.PAYBOX_RANG || '32',
      identifiant: env.SANDBOX_IDENTIFIANT || env.PAYBOX_IDENTIFIANT || '107904482',
      hmacKey: (env.SANDBOX_HMAC_KEY || env.PAYBOX_HMAC_KEY || PAYBOX_TEST_HMAC_KEY).toUpperCase(),
    },
  ];
}

export function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function digits(n: number): string {
  return String(crypto.randomInt(10 ** (n - 1), 10 ** n));
}

/** The answer variables named by PBX_RETOUR, in its order (the signature is added by signResponse). */
export function answerVariables(
  retour: Array<[string, string]>,
  req: CheckedRequest,
  code: string,
  card: { number: string; expiry: string } | null,
  at: Date,
): { vars: FieldList; signatureName: string } {
  const values: Record<string, string | undefined> = {
    M: String(req.amountCents),
    R: req.reference,
    T: digits(8),
    A: code === '00000' ? digits(6) : undefined,
    B: '0',
    P: 'CARTE',
    C: 'CB',
    S: digits(8),
    Y: 'FRA',
    E: code,
    D: card?.expiry,
    N: card?.number.slice(0, 6),
    J: card?.number.slice(-2),
    Q: at.toISOString().slice(11, 19),
    W: `${at.toISOString().slice(8, 10)}${at.toISOString().slice(5, 7)}${at.toISOString().slice(0, 4)}`,
  };
  const vars: FieldList = [];
  let signatureName = 'K';
  for (const [name, letter] of retour) {
    if (letter === 'K') {
      signatureName = name;
      continue;
    }
    const v = values[letter];
    if (v !== undefined) vars.push([name, v]);
  }
  return { vars, signatureName };
}
