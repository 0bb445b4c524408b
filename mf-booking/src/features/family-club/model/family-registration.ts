import type { SessionState } from 'shared-events';

/**
 * Where the family registration opens once the 360 Family Club is in the basket (spec §4): a signed-in client's
 * account, on its family tab with the family creation form open; anyone else, the registration first.
 */
export const FAMILY_REGISTRATION_SIGNED_IN = '/compte?tab=3&famille=nouvelle';
export const FAMILY_REGISTRATION_ANONYMOUS = '/?mode=1';

/** The family registration's address for this session, after joining the club (its page or the recap's offer). */
export function familyRegistrationPath(session: Pick<SessionState, 'token'>): string {
  return session.token ? FAMILY_REGISTRATION_SIGNED_IN : FAMILY_REGISTRATION_ANONYMOUS;
}
