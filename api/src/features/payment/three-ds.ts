/**
 * PBX_SHOPPINGCART and PBX_BILLING: the small XML documents the official Paybox modules send
 * for 3-D Secure v2 (cart quantity, billing address). Pure functions.
 */

export function xmlEscape(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Keeps letters, digits and common punctuation, trims to the gateway's length limit. */
function clip(value: string | null | undefined, max: number, fallback: string): string {
  // Control characters and angle brackets become spaces.
  const cleaned = [...(value ?? '')]
    .map((c) => (c < ' ' || c === '<' || c === '>' ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return xmlEscape((cleaned || fallback).slice(0, max));
}

/** totalQuantity is 1 to 99 for the gateway. */
export function shoppingCartXml(totalQuantity: number): string {
  const q = Math.min(99, Math.max(1, Math.round(totalQuantity)));
  return `<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>${q}</totalQuantity></total></shoppingcart>`;
}

export interface BillingInput {
  firstName?: string | null;
  lastName?: string | null;
  address1?: string | null;
  address2?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

/** Billing address; France (ISO 3166 numeric 250) unless told otherwise. Missing parts get neutral fillers. */
export function billingXml(b: BillingInput, countryCode = '250'): string {
  const address2 = b.address2 && b.address2.trim() ? `<Address2>${clip(b.address2, 50, '')}</Address2>` : '';
  return (
    '<?xml version="1.0" encoding="utf-8"?><Billing><Address>' +
    `<FirstName>${clip(b.firstName, 22, 'Client')}</FirstName>` +
    `<LastName>${clip(b.lastName, 22, 'Client')}</LastName>` +
    `<Address1>${clip(b.address1, 50, 'Non renseignée')}</Address1>` +
    address2 +
    `<ZipCode>${clip(b.zipCode, 16, '00000')}</ZipCode>` +
    `<City>${clip(b.city, 50, 'Non renseignée')}</City>` +
    `<CountryCode>${countryCode}</CountryCode>` +
    '</Address></Billing>'
  );
}
