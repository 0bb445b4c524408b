/**
 * French phone mask (spec §5): 10 digits shown '09 99 99 99 99'. A number typed or pasted in the
 * international form (+33 6…, 0033 6…) is brought back to the national form (06…).
 */
export const PHONE_DIGITS = 10;

/** Digits of a typed value, international prefix turned into the leading 0, at most 10 digits. */
export function phoneDigits(input: string | null | undefined): string {
  if (!input) return '';
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+33') || trimmed.startsWith('0033')) {
    digits = `0${digits.replace(/^(00)?33/, '').replace(/^0/, '')}`;
  }
  return digits.slice(0, PHONE_DIGITS);
}

/** '0612345678' -> '06 12 34 56 78' (partial input grouped as typed). */
export function formatPhone(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** A complete national number: 10 digits starting with 0. */
export function isCompletePhone(input: string | null | undefined): boolean {
  return /^0\d{9}$/.test(phoneDigits(input));
}
