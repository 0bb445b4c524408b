/** Digits of a French number in its national form ('0612345678'). */
export const PHONE_DIGITS = 10;

/** The refusal of a number that does not fit the mask (accounts and family members alike). */
export const BAD_PHONE_MESSAGE = `Le numéro de téléphone doit comporter ${PHONE_DIGITS} chiffres.`;

const NATIONAL = new RegExp(`^0\\d{${PHONE_DIGITS - 1}}$`);
const INTERNATIONAL = new RegExp(`^(?:\\+|00)33(\\d{${PHONE_DIGITS - 1}})$`);

/**
 * A phone number as the forms' mask gives it (spec §5: 10 digits shown '09 99 99 99 99', '+33' or '09' forms), in
 * the national form the forms send and the API stores ('0612345678'). Spaces, dots and dashes are ignored; ten
 * digits starting with 0 are kept; '+33' (or '0033') followed by nine digits becomes 0 and those nine digits.
 * Anything else: null (refused). The accounts and the family members follow this one rule.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '');
  if (NATIONAL.test(compact)) return compact;
  const international = INTERNATIONAL.exec(compact);
  return international ? `0${international[1]}` : null;
}
