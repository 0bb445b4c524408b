import crypto from 'node:crypto';

/**
 * The Paybox System protocol (pure functions): the signed request form, the signed
 * answer (browser return and IPN) and the error codes. Shared by the API and the
 * sandbox gateway so that both speak exactly the same protocol.
 */

/** An ordered list of form fields: the order is the order the browser posts them. */
export type FieldList = Array<[name: string, value: string]>;

/** The variables asked back from the gateway; the signature `K` must come last. */
export const PBX_RETOUR = 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K';

export const CURRENCY_EUR = '978';

export interface PayboxMerchant {
  site: string;
  rang: string;
  identifiant: string;
  /** The secret HMAC key, 128 hexadecimal characters. */
  hmacKey: string;
}

export interface PayboxRequestInput {
  merchant: PayboxMerchant;
  amountCents: number;
  reference: string;
  email: string;
  time: Date;
  urls?: { effectue?: string; refuse?: string; annule?: string; attente?: string; repondreA?: string };
  shoppingCart?: string;
  billing?: string;
  /** Language of the payment page (FRA by default). */
  langue?: string;
}

/** PBX_TOTAL: integer cents, at least three digits. */
export function formatTotal(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`invalid amount ${amountCents}`);
  return String(amountCents).padStart(3, '0');
}

/** PBX_TIME: ISO 8601 in UTC with an explicit offset, e.g. 2014-12-01T00:00:00+00:00. */
export function formatPayboxTime(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The HMAC message: `KEY=value` joined with `&`, in posted order, values not URL-encoded, PBX_HMAC left out. */
export function hmacMessage(fields: FieldList): string {
  return fields
    .filter(([name]) => name !== 'PBX_HMAC')
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function isValidHmacKey(hexKey: string): boolean {
  return /^[0-9a-fA-F]{128}$/.test(hexKey);
}

/** HMAC-SHA512 of the message with the binary key, uppercase hexadecimal. */
export function computeHmac(fields: FieldList, hexKey: string): string {
  if (!isValidHmacKey(hexKey)) throw new Error('the Paybox HMAC key must be 128 hexadecimal characters');
  return crypto
    .createHmac('sha512', Buffer.from(hexKey, 'hex'))
    .update(hmacMessage(fields), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Constant-time comparison of two hexadecimal HMACs (case-insensitive). */
export function hmacEquals(a: string, b: string): boolean {
  const x = Buffer.from(a.toUpperCase(), 'utf8');
  const y = Buffer.from(b.toUpperCase(), 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Builds the signed form, fields in the order they must be posted (PBX_HMAC last). */
export function buildPayboxRequest(input: PayboxRequestInput): FieldList {
  const { merchant, urls = {} } = input;
  const fields: FieldList = [
    ['PBX_SITE', merchant.site],
    ['PBX_RANG', merchant.rang],
    ['PBX_IDENTIFIANT', merchant.identifiant],
    ['PBX_TOTAL', formatTotal(input.amountCents)],
    ['PBX_DEVISE', CURRENCY_EUR],
    ['PBX_CMD', input.reference],
    ['PBX_PORTEUR', input.email],
    ['PBX_RETOUR', PBX_RETOUR],
    ['PBX_HASH', 'SHA512'],
    ['PBX_TIME', formatPayboxTime(input.time)],
    ['PBX_LANGUE', input.langue ?? 'FRA'],
  ];
  if (urls.effectue) fields.push(['PBX_EFFECTUE', urls.effectue]);
  if (urls.refuse) fields.push(['PBX_REFUSE', urls.refuse]);
  if (urls.annule) fields.push(['PBX_ANNULE', urls.annule]);
  if (urls.attente) fields.push(['PBX_ATTENTE', urls.attente]);
  if (urls.repondreA) fields.push(['PBX_REPONDRE_A', urls.repondreA]);
  if (input.shoppingCart) fields.push(['PBX_SHOPPINGCART', input.shoppingCart]);
  if (input.billing) fields.push(['PBX_BILLING', input.billing]);
  fields.push(['PBX_HMAC', computeHmac(fields, merchant.hmacKey)]);
  return fields;
}

/** The form as an object; JavaScript keeps the insertion order of string keys, so the posted order is kept. */
export function fieldsToObject(fields: FieldList): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of fields) body[name] = value;
  return body;
}

/** Decodes an application/x-www-form-urlencoded string keeping the field order ('+' is a space). */
export function parseFormEncoded(raw: string): FieldList {
  if (!raw) return [];
  return raw
    .split('&')
    .filter((part) => part.length > 0)
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      const value = eq < 0 ? '' : part.slice(eq + 1);
      return [decodeFormComponent(name), decodeFormComponent(value)];
    });
}

function decodeFormComponent(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw new Error(`malformed form encoding: ${s.slice(0, 40)}`);
  }
}

/** Parses PBX_RETOUR (`name:letter;...`) into [name, letter] pairs. */
export function parseRetour(retour: string): Array<[name: string, letter: string]> {
  return retour
    .split(';')
    .filter((p) => p.length > 0)
    .map((p) => {
      const [name, letter, ...rest] = p.split(':');
      if (!name || !letter || rest.length > 0 || !/^[A-Za-z0-9_]+$/.test(name) || !/^[A-Z]$/.test(letter)) {
        throw new Error(`invalid PBX_RETOUR element "${p}"`);
      }
      return [name, letter];
    });
}

/** Builds the signed answer query string (what the gateway appends to the return URLs and sends to the IPN). */
export function signResponse(vars: FieldList, signatureName: string, privateKeyPem: string | crypto.KeyObject): string {
  const data = vars.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
  const signature = crypto.sign('sha1', Buffer.from(data, 'utf8'), privateKeyPem).toString('base64');
  return `${data}&${signatureName}=${encodeURIComponent(signature)}`;
}

export type VerifyResult = { ok: true; vars: Record<string, string> } | { ok: false; reason: string };

/**
 * Verifies a signed answer on the RAW query string: the signed data is everything before the last
 * `&Sign=` (or `&K=`), the signature is base64(url-decode(value)), RSA PKCS#1 v1.5 with SHA-1.
 */
export function verifyResponse(
  rawQuery: string,
  publicKey: string | crypto.KeyObject,
  signatureNames: string[] = ['Sign', 'K'],
): VerifyResult {
  let cut = -1;
  let name = '';
  for (const candidate of signatureNames) {
    const at = rawQuery.lastIndexOf(`&${candidate}=`);
    if (at > cut) {
      cut = at;
      name = candidate;
    }
  }
  if (cut < 0) return { ok: false, reason: 'signature absente' };
  const data = rawQuery.slice(0, cut);
  const encoded = rawQuery.slice(cut + name.length + 2);
  if (encoded.includes('&')) return { ok: false, reason: 'la signature doit être la dernière variable' };
  let signature: Buffer;
  try {
    signature = Buffer.from(decodeURIComponent(encoded), 'base64');
  } catch {
    return { ok: false, reason: 'signature mal encodée' };
  }
  if (signature.length === 0) return { ok: false, reason: 'signature vide' };
  let valid: boolean;
  try {
    valid = crypto.verify('sha1', Buffer.from(data, 'utf8'), publicKey, signature);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'signature invalide' };
  let vars: Record<string, string>;
  try {
    vars = Object.fromEntries(parseFormEncoded(data));
  } catch {
    return { ok: false, reason: 'variables mal encodées' };
  }
  return { ok: true, vars };
}

export type PaymentOutcome = 'paid' | 'refused' | 'cancelled' | 'pending';

export const ERROR_CODES: Record<string, string> = {
  '00000': 'Opération réussie',
  '00001': "La connexion au centre d'autorisation a échoué",
  '00003': 'Erreur de la plateforme de paiement',
  '00004': 'Numéro de porteur ou cryptogramme visuel invalide',
  '00006': 'Accès refusé ou site/rang/identifiant incorrect',
  '00008': 'Date de fin de validité incorrecte',
  '00009': "Erreur de création d'un abonnement",
  '00010': 'Devise inconnue',
  '00011': 'Montant incorrect',
  '00015': 'Paiement déjà effectué',
  '00016': 'Abonné déjà existant',
  '00021': 'Carte non autorisée',
  '00029': 'Carte non conforme',
  '00030': "Temps d'attente de plus de 15 minutes sur la page de paiement",
  '00033': 'Code pays de la carte non autorisé',
  '00040': 'Opération sans authentification 3-D Secure bloquée par le filtre',
  '00105': 'Ne pas honorer',
  '00117': 'Annulation par le client',
  '00151': 'Provision insuffisante',
  '00154': 'Date de validité de la carte dépassée',
  '00159': 'Suspicion de fraude',
  '99999': 'Opération en attente de validation',
};

/** The meaning of a Paybox error code, in French. */
export function describeErrorCode(code: string): string {
  const known = ERROR_CODES[code];
  if (known) return known;
  if (/^001\d\d$/.test(code)) return "Paiement refusé par l'émetteur de la carte";
  return 'Erreur de paiement inconnue';
}

/** What an error code means for the transaction. */
export function outcomeOfErrorCode(code: string): PaymentOutcome {
  if (code === '00000') return 'paid';
  if (code === '99999') return 'pending';
  if (code === '00117') return 'cancelled';
  return 'refused';
}
