import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clients, settings } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError } from './errors';

/** What a bearer token carries. `sub` is the client id. */
export interface TokenClaims {
  sub: number;
  /** 0 individual, 1 family member, 2 company; 'anonyme' for anonymous snacking sessions. */
  type: number | 'anonyme';
  /**
   * The client's credential version when the token was signed (`clients.credential_version`); a token
   * behind the current version (the password changed since) is refused. Absent in tokens signed before
   * versions existed: read as 0, so they last until the first change.
   */
  cv?: number;
  /**
   * A table's guest (decision 0045): a random id drawn by each zone sign-in (`type: 'anonyme'`), recorded on the
   * payments it starts. The zone's account is shared by every guest of the zone: this is what tells them apart.
   */
  gid?: string;
  /**
   * A table's guest: the zone and table the tablet that signed them in is paired with. Their table orders are for that
   * table only (decision 0045). Absent in zone sign-ins made before: such a guest signs in again to pay.
   */
  zone?: number;
  table?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token is present. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of a route of a person's account (orders, profile, family…): authenticate, and 403 for a guest. */
    authenticateAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signs a bearer token for a client, with its current credential version. */
    signToken: (claims: TokenClaims & { cv: number }) => string;
  }
}

export const SESSION_INVALID = "La session a expiré ou n'est pas valide.";
/** Spec §5, 'Not authenticated': the request carries no token at all. */
export const NOT_AUTHENTICATED = 'Vous devez être identifié pour accéder à cette page.';
export const NOT_YOURS = "Vous n'avez pas accès à ces données.";

/** The secret: from config, else generated once and shared through the database by every API process. */
export async function resolveTokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = crypto.randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'token_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  if (!row) throw new Error('token secret could not be stored');
  return row.value;
}

/** The token of `Authorization: Bearer x` (or a bare token, as the park's clients send); undefined when none is sent. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.replace(/^Bearer(?:\s+|$)/, '');
  return token === '' ? undefined : token;
}

/**
 * Bearer tokens. No token: 401 'Vous devez être identifié pour accéder à cette page.' (spec §5); a token that is
 * expired, forged, revoked (decision 0008) or of a deleted account: 401 'La session a expiré ou n'est pas valide.'.
 */
export default fp<{ secret: string; ttlSeconds: number }>(
  async (app, opts) => {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { expiresIn: opts.ttlSeconds },
      verify: {
        extractToken: bearerToken,
      },
    });
    app.decorate('signToken', (claims: TokenClaims & { cv: number }) => app.jwt.sign(claims));
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (bearerToken(request) === undefined) throw new HttpError(401, NOT_AUTHENTICATED);
      try {
        await request.jwtVerify();
      } catch {
        throw new HttpError(401, SESSION_INVALID);
      }
      // Stateless revocation: one primary-key read, the same answer on every API process.
      const { sub, cv } = request.user;
      const [row] = await app.db
        .select({ version: clients.credentialVersion })
        .from(clients)
        .where(eq(clients.id, sub));
      if (!row || row.version !== (cv ?? 0)) throw new HttpError(401, SESSION_INVALID);
      // A zone sign-in from before guests had ids: it could only read as the whole zone. The tablet signs in again.
      if (isGuest(request.user) && !request.user.gid) throw new HttpError(401, SESSION_INVALID);
    });
    app.decorate('authenticateAccount', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      assertAccountHolder(request);
    });
  },
  { name: 'auth' },
);

/** A table's guest: signed in by a zone's tablet with the zone's shared account (spec §4, 'anonyme'). */
export function isGuest(user: TokenClaims): boolean {
  return user.type === 'anonyme';
}

/** The table a guest was signed in for (their token's `zone` and `table`), null without one (an older sign-in). */
export function guestTable(user: TokenClaims): { zone: number; table: number } | null {
  const { zone, table } = user;
  const id = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
  return id(zone) && id(table) ? { zone, table } : null;
}

/** Throws 403 for a table's guest: the zone's account holds every guest's orders, none of them is theirs to read. */
export function assertAccountHolder(request: FastifyRequest): void {
  if (!request.user || isGuest(request.user)) throw new HttpError(403, NOT_YOURS);
}

/** Throws 403 unless the signed-in client is the one named in the URL or payload (a table's guest never is). */
export function assertSelf(request: FastifyRequest, clientId: number): void {
  assertAccountHolder(request);
  if (request.user.sub !== clientId) throw new HttpError(403, NOT_YOURS);
}

/**
 * Whether the caller may read a payment of its account recorded for `guestId` (the transaction's `guest_id`): a
 * person always (the account is theirs alone), a table's guest only for the payments their own sign-in started.
 */
export function sameGuest(request: FastifyRequest, guestId: string | null): boolean {
  if (!isGuest(request.user)) return true;
  return typeof request.user.gid === 'string' && request.user.gid !== '' && request.user.gid === guestId;
}
