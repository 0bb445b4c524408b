import { httpStatus, serverMessage } from 'shared-events';

/** The API's answer for a tablet token it does not take (401), or a pairing whose table is gone (400). */
export const NOT_PAIRED = 'Cette tablette n’est pas associée à une table.';
/** No answer, or one that may pass (5xx, 429): the zone is signed in again a little later. */
export const SIGN_IN_UNAVAILABLE = 'Connexion au bar impossible pour le moment. Nouvel essai dans quelques secondes.';

/** The first new try after this many milliseconds, then twice as long each time, never beyond the cap. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60_000;

/**
 * What a failed zone sign-in (POST /api/bar/zone-signin) says, and whether it is tried again. The route answers 401
 * for a tablet token it does not take and 400 for a pairing naming a zone or table that no longer exists: the pairing
 * is not valid (403 and 404 read the same); 409 when the zone's account cannot be used (its own message). Anything
 * else (no answer, 5xx, 429) may pass: the tablet says so and tries again.
 */
export function zoneSignInFailure(error: unknown): { message: string; retry: boolean } {
  const status = httpStatus(error);
  if (status === 409) return { message: serverMessage(error) ?? NOT_PAIRED, retry: false };
  if (status === 400 || status === 401 || status === 403 || status === 404)
    return { message: NOT_PAIRED, retry: false };
  return { message: SIGN_IN_UNAVAILABLE, retry: true };
}

/** How long before the next try after `failures` failed ones in a row (1 → 5 s, 2 → 10 s, 3 → 20 s … 60 s). */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}
