/**
 * A phone number as the forms' mask gives it (spec §5: 10 digits shown '09 99 99 99 99', '+33' or '09' forms), in
 * the national form the forms send and the API stores ('0612345678'). Spaces, dots and dashes are ignored; ten
 * digits starting with 0 are kept; '+33' (or '0033') followed by nine digits becomes 0 and those nine digits.
 * Anything else: null (refused). The accounts and the family members follow this one rule.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '');
  if (/^0\d{9}$/.test(compact)) return compact;
  const international = /^(?:\+|00)33(\d{9})$/.exec(compact);
  return international ? `0${international[1]}` : null;
}
