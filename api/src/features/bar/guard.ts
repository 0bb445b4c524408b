import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { resolveTokenSecret } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { barKey, codeFingerprint, signBarToken, verifyBarToken, type BarTokenClaims } from './staff-token';

export const STAFF_ONLY = 'Réservé au personnel du bar : identifiez-vous avec le code du personnel.';
export const TABLET_ONLY = 'Cette tablette n’est pas associée à une table.';

type Unsigned<T> = T extends unknown ? Omit<T, 'k'> : never;

export interface BarGuard {
  sign(claims: Unsigned<BarTokenClaims>): string;
  /** The staff's claims, else 401 (a visitor's token never passes). */
  staff(request: FastifyRequest): BarTokenClaims & { role: 'staff' };
  /** A paired tablet's claims, else 401. */
  tablet(request: FastifyRequest): BarTokenClaims & { role: 'tablet' };
}

function tokenOf(request: FastifyRequest, ...names: string[]): string {
  for (const name of names) {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text) return text.startsWith('Bearer ') ? text.slice(7).trim() : text.trim();
  }
  // EventSource cannot send headers: the bar screen's live feed passes its token in the query.
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' ? query.token : '';
}

export async function barGuard(app: App): Promise<BarGuard> {
  const key = barKey(await resolveTokenSecret(app.db, app.config.tokenSecret));
  const fingerprint = () => codeFingerprint(app.config.barStaffCode);
  const read = (token: string) => (app.config.barStaffCode ? verifyBarToken(token, key, fingerprint()) : null);
  return {
    sign: (claims) => signBarToken({ ...claims, k: fingerprint() } as BarTokenClaims, key),
    staff(request) {
      // X-Staff-Token (the bar screen: a refused staff token is not a visitor's expired session), or Authorization.
      const claims = read(tokenOf(request, 'x-staff-token', 'authorization'));
      if (!claims || claims.role !== 'staff') throw new HttpError(401, STAFF_ONLY);
      return claims;
    },
    tablet(request) {
      const claims = read(tokenOf(request, 'x-tablet-token'));
      if (!claims || claims.role !== 'tablet') throw new HttpError(401, TABLET_ONLY);
      return claims;
    },
  };
}
