/**
 * The seller's legal mentions printed on every invoice (French invoices: name and legal form,
 * registered address, SIRET, intra-community VAT number). Configuration, with the demonstration
 * park's values by default: PARK_LEGAL_NAME, PARK_LEGAL_FORM, PARK_LEGAL_ADDRESS, PARK_LEGAL_SIRET,
 * PARK_LEGAL_VAT, PARK_LEGAL_RCS.
 */
export interface SellerLegal {
  name: string;
  /** Legal form and share capital, e.g. 'SAS au capital de 10 000 €'. */
  form: string;
  address: string;
  siret: string;
  vatNumber: string;
  /** Trade register entry, e.g. 'RCS Lyon'. */
  rcs: string;
}

export const DEMO_SELLER: SellerLegal = {
  name: 'Parc 360',
  form: 'SAS au capital de 10 000 €',
  address: '12 rue des Loisirs, 69007 Lyon',
  siret: '841 234 560 00016',
  vatNumber: 'FR81841234560',
  rcs: 'RCS Lyon 841 234 560',
};

const digits = (value: string) => value.replace(/\s+/g, '');

/** Luhn checksum, as SIREN and SIRET numbers carry it. */
function luhn(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    let d = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIRET: 14 digits (spaces allowed) with a valid checksum. */
export function isValidSiret(value: string): boolean {
  const v = digits(value);
  return /^\d{14}$/.test(v) && luhn(v);
}

/** A French VAT number: FR, a 2-digit key, the SIREN; the key is (12 + 3 × (SIREN mod 97)) mod 97. */
export function isValidFrenchVat(value: string): boolean {
  const m = /^FR(\d{2})(\d{9})$/.exec(digits(value).toUpperCase());
  if (!m) return false;
  return Number(m[1]) === (12 + 3 * (Number(m[2]) % 97)) % 97;
}

/** The mentions from the environment; a malformed SIRET or VAT number stops the start (an invoice must not carry it). */
type LegalKey =
  | 'PARK_LEGAL_NAME'
  | 'PARK_LEGAL_FORM'
  | 'PARK_LEGAL_ADDRESS'
  | 'PARK_LEGAL_SIRET'
  | 'PARK_LEGAL_VAT'
  | 'PARK_LEGAL_RCS';

export function loadSellerLegal(env: Partial<Record<LegalKey, string>>, parkName?: string): SellerLegal {
  const pick = (key: LegalKey, fallback: string) => (env[key] ?? '').trim() || fallback;
  const seller: SellerLegal = {
    name: pick('PARK_LEGAL_NAME', parkName ?? DEMO_SELLER.name),
    form: pick('PARK_LEGAL_FORM', DEMO_SELLER.form),
    address: pick('PARK_LEGAL_ADDRESS', DEMO_SELLER.address),
    siret: pick('PARK_LEGAL_SIRET', DEMO_SELLER.siret),
    vatNumber: pick('PARK_LEGAL_VAT', DEMO_SELLER.vatNumber),
    rcs: pick('PARK_LEGAL_RCS', DEMO_SELLER.rcs),
  };
  if (!isValidSiret(seller.siret)) throw new Error(`PARK_LEGAL_SIRET: "${seller.siret}" is not a valid SIRET`);
  if (!isValidFrenchVat(seller.vatNumber))
    throw new Error(`PARK_LEGAL_VAT: "${seller.vatNumber}" is not a valid French VAT number`);
  return seller;
}

/** The footer lines of the invoice. */
export function sellerMentions(seller: SellerLegal): string[] {
  return [
    `${seller.name} — ${seller.form} — ${seller.address}`,
    `SIRET ${seller.siret} — ${seller.rcs} — N° TVA intracommunautaire ${seller.vatNumber}`,
  ];
}
