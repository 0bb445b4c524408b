import { API_LIMITS } from 'shared-events';

/**
 * French phone mask (spec §5): 10 digits shown '09 99 99 99 99' (the API's count: API_LIMITS, api shared/phone.ts).
 * A number typed or pasted in the international form (+33 6…, 0033 6…) is brought back to the national form (06…).
 */
export const PHONE_DIGITS = API_LIMITS.account.phoneDigits;

const COMPLETE = new RegExp(`^0\\d{${PHONE_DIGITS - 1}}$`);

/** Longest input the field lets through before the mask: '+33 (0)6 12 34 56 78' and a little slack. */
export const PHONE_INPUT_MAX = 24;

/** True for '+33…' or '0033…' (any spacing): the international form of a French number. */
function isInternational(trimmed: string, digits: string): boolean {
  return (trimmed.startsWith('+') && digits.startsWith('33')) || digits.startsWith('0033');
}

/** Digits of a typed value, international prefix turned into the leading 0, at most 10 digits. */
export function phoneDigits(input: string | null | undefined): string {
  if (!input) return '';
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (isInternational(trimmed, digits)) {
    digits = `0${digits.replace(/^(00)?33/, '').replace(/^0/, '')}`;
  }
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * '0612345678' -> '06 12 34 56 78' (partial input grouped as typed). While an international prefix
 * is being typed ('+', '+3', '+33', '+33 ') it is kept as typed, so that typing '+33 6 12 34 56 78'
 * key by key ends as '06 12 34 56 78' instead of losing the '+'.
 */
export function formatPhone(input: string | null | undefined): string {
  const trimmed = (input ?? '').trim();
  const typed = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && '33'.startsWith(typed)) return `+${typed}`;
  const digits = phoneDigits(input);
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** A complete national number: 10 digits starting with 0. */
export function isCompletePhone(input: string | null | undefined): boolean {
  return COMPLETE.test(phoneDigits(input));
}
