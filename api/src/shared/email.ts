/**
 * The one e-mail shape the API accepts (accounts, payments, karting results): one @, no spaces or
 * characters that break a mail header, no empty domain label, a top-level domain of two letters or more,
 * 254 characters at most.
 */
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@.<>()[\],;:"]+(\.[^\s@.<>()[\],;:"]+)*\.[^\s@.<>()[\],;:"]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
