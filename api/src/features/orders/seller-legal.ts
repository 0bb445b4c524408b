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

/** The VAT rate of every line: the park sells only at the standard rate (spec: prices include VAT at 20 %). */
export const INVOICE_VAT_RATE = 20;

/**
 * The payment terms a company's invoice carries (Code de commerce, art. L441-9 and L441-10, the 40 € of D441-5):
 * when payment is due, the discount for early payment, the late-payment penalty rate and the fixed recovery
 * indemnity. A paid invoice still carries them. A person's invoice does not (B2C).
 */
export const PAYMENT_DUE = 'Date de règlement : à la commande, au comptant. Pas d’escompte pour paiement anticipé.';
export const LATE_PAYMENT_PENALTIES =
  'Pénalités de retard exigibles dès le jour suivant la date de règlement, au taux d’intérêt appliqué par la Banque ' +
  'centrale européenne à son opération de refinancement la plus récente majoré de 10 points de pourcentage ' +
  '(art. L441-10 du Code de commerce).';
export const RECOVERY_INDEMNITY =
  'Indemnité forfaitaire pour frais de recouvrement : 40 € (art. L441-10 et D441-5 du Code de commerce).';

/** The paid mention: 'Facture acquittée le 31/03/2026 par carte bancaire.' (the method is a stored label). */
export function paidMention(date: string, paymentMethod: string): string {
  const method = paymentMethod.trim();
  return method.toLowerCase() === 'carte bancaire'
    ? `Facture acquittée le ${date} par carte bancaire.`
    : `Facture acquittée le ${date}. Moyen de paiement : ${method}.`;
}

/** What the invoice says under its totals: the paid mention, then a company's payment terms. */
export function paymentMentions(date: string, paymentMethod: string, company: boolean): string[] {
  const paid = paidMention(date, paymentMethod);
  return company ? [paid, PAYMENT_DUE, LATE_PAYMENT_PENALTIES, RECOVERY_INDEMNITY] : [paid];
}
