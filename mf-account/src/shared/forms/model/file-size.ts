const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/**
 * A size in bytes as the account writes it in French: '120 Ko', '1,5 Mo', '5 Mo' (a whole number of Mo without
 * ',0'). The chosen documents' chips use it, and so do the texts that state the API's largest file (the contract's
 * API_LIMITS), so that they say the server's number.
 */
export function fileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / KILOBYTE))} Ko`;
  const tenths = (bytes / MEGABYTE).toFixed(1).replace(/\.0$/, '');
  return `${tenths.replace('.', ',')} Mo`;
}
