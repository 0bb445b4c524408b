import crypto from 'node:crypto';
import {
  hmacMessage,
  hmacEquals,
  isValidHmacKey,
  parseRetour,
  type FieldList,
  type PayboxMerchant,
} from '../features/payment/paybox-protocol';

/**
 * Checks a payment request the way the real gateway does: mandatory fields, formats, the merchant
 * (site, rang, identifiant) and PBX_HMAC over the fields in posted order. Pure.
 */

export interface CheckedRequest {
  fields: Record<string, string>;
  merchant: PayboxMerchant;
  amountCents: number;
  reference: string;
  email: string;
  retour: Array<[string, string]>;
}

export type CheckResult = { ok: true; request: CheckedRequest } | { ok: false; errors: string[] };

const MANDATORY = [
  'PBX_SITE',
  'PBX_RANG',
  'PBX_IDENTIFIANT',
  'PBX_TOTAL',
  'PBX_DEVISE',
  'PBX_CMD',
  'PBX_PORTEUR',
  'PBX_RETOUR',
  'PBX_HASH',
  'PBX_TIME',
  'PBX_HMAC',
] as const;

const HASHES: Record<string, string> = { SHA512: 'sha512', SHA384: 'sha384', SHA256: 'sha256', SHA224: 'sha224' };

function computeWith(algorithm: string, fields: FieldList, hexKey: string): string {
  return crypto
    .createHmac(algorithm, Buffer.from(hexKey, 'hex'))
    .update(hmacMessage(fields), 'utf8')
    .digest('hex')
    .toUpperCase();
}

export function checkPaymentRequest(posted: FieldList, merchants: PayboxMerchant[]): CheckResult {
  const errors: string[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of posted) {
    if (name in fields) errors.push(`Le champ ${name} est présent plusieurs fois.`);
    fields[name] = value;
  }
  for (const name of MANDATORY) if (!fields[name]) errors.push(`Le champ obligatoire ${name} est absent.`);
  if (errors.length) return { ok: false, errors };
  const f = fields as Record<(typeof MANDATORY)[number], string>;

  if (!/^\d{7}$/.test(f.PBX_SITE)) errors.push('PBX_SITE doit comporter 7 chiffres.');
  if (!/^\d{2,3}$/.test(f.PBX_RANG)) errors.push('PBX_RANG doit comporter 2 ou 3 chiffres.');
  if (!/^\d{1,9}$/.test(f.PBX_IDENTIFIANT)) errors.push('PBX_IDENTIFIANT doit comporter 1 à 9 chiffres.');
  if (!/^\d{3,10}$/.test(f.PBX_TOTAL) || Number(f.PBX_TOTAL) <= 0)
    errors.push('PBX_TOTAL doit être un montant en centimes d’au moins 3 chiffres (00011 : montant incorrect).');
  if (f.PBX_DEVISE !== '978') errors.push('PBX_DEVISE doit être 978 (euro) (00010 : devise inconnue).');
  if (f.PBX_CMD.length > 250) errors.push('PBX_CMD ne doit pas dépasser 250 caractères.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.PBX_PORTEUR))
    errors.push('PBX_PORTEUR doit être une adresse e-mail valide.');
  if (Number.isNaN(Date.parse(f.PBX_TIME)) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(f.PBX_TIME))
    errors.push('PBX_TIME doit être une date ISO 8601.');
  const algorithm = HASHES[f.PBX_HASH.toUpperCase()];
  if (!algorithm) errors.push(`PBX_HASH ${f.PBX_HASH} n’est pas pris en charge.`);
  let retour: Array<[string, string]> = [];
  try {
    retour = parseRetour(f.PBX_RETOUR);
    const k = retour.findIndex(([, letter]) => letter === 'K');
    if (k >= 0 && k !== retour.length - 1) errors.push('PBX_RETOUR : la signature (K) doit être la dernière variable.');
  } catch {
    errors.push('PBX_RETOUR est mal formé (nom:lettre;nom:lettre...).');
  }
  for (const name of ['PBX_SHOPPINGCART', 'PBX_BILLING']) {
    const v = fields[name];
    if (v !== undefined && !/^<\?xml[^>]*\?>\s*<[A-Za-z]/.test(v)) errors.push(`${name} doit être un document XML.`);
  }
  for (const name of ['PBX_EFFECTUE', 'PBX_REFUSE', 'PBX_ANNULE', 'PBX_ATTENTE', 'PBX_REPONDRE_A']) {
    const v = fields[name];
    if (v !== undefined && !/^https?:\/\/[^\s]+$/.test(v)) errors.push(`${name} doit être une URL http(s).`);
  }
  if (errors.length) return { ok: false, errors };

  const merchant = merchants.find(
    (m) =>
      m.site === f.PBX_SITE &&
      m.rang.replace(/^0+/, '') === f.PBX_RANG.replace(/^0+/, '') &&
      m.identifiant === f.PBX_IDENTIFIANT,
  );
  if (!merchant || !isValidHmacKey(merchant.hmacKey))
    return { ok: false, errors: ['Accès refusé : site, rang ou identifiant incorrect (00006).'] };
  const expected = computeWith(algorithm as string, posted, merchant.hmacKey);
  if (!hmacEquals(expected, f.PBX_HMAC))
    return { ok: false, errors: ['Problème d’identification du commerce : la signature PBX_HMAC est invalide.'] };

  return {
    ok: true,
    request: { fields, merchant, amountCents: Number(f.PBX_TOTAL), reference: f.PBX_CMD, email: f.PBX_PORTEUR, retour },
  };
}
