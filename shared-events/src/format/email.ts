/**
 * The e-mail shape the park accepts (spec §5: "E-mail must match a standard pattern, else 'Adresse email est
 * invalide'"): one @, no spaces or characters that break a mail header, no empty domain label, a top-level domain of
 * two letters or more, 254 characters at most. The API checks the same rule (api/src/shared/email.ts; both tests hold
 * the same cases), so that a form never lets through an address the server then refuses.
 */
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@.<>()[\],;:"]+(\.[^\s@.<>()[\],;:"]+)*\.[^\s@.<>()[\],;:"]{2,}$/;

/** True for an address of the park's e-mail shape (give it trimmed). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
