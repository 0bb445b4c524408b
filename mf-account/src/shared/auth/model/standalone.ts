/**
 * Whether this area runs as its own page (the e-mails' links, http://localhost:3004) rather than inside the
 * site's shell. Set once by the standalone bootstrap. On its own page the site's other pages are on another
 * origin, where this sign-in is not known: after signing in, the visitor stays here, on the account.
 */
let standalone = false;

export function markStandalone(): void {
  standalone = true;
}

export function isStandalone(): boolean {
  return standalone;
}

/** Where a signed-in visitor lands on the standalone entry when no return address is stored. */
export const STANDALONE_HOME = '/compte';
