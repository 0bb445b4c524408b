import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { barTables, barZones, clients } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { limit } from '../auth/rate-limits';
import { barGuard } from './guard';
import { StaffTokenSchema, TabletSchema, ZoneSignInSchema } from './schemas';
import { codeMatches, STAFF_TTL_SECONDS, TABLET_TTL_SECONDS } from './staff-token';
import { zoneClient } from './zone-account';
import { ErrorSchema } from '../../shared/error-schema';

export const BAD_STAFF_CODE = 'Code du personnel invalide.';
export const UNKNOWN_TABLE = 'Zone ou table inconnue.';
const tags = ['bar'];

async function findTable(db: Db, zone: number, table: number) {
  const [row] = await db
    .select({ zoneName: barZones.name, tableName: barTables.name })
    .from(barTables)
    .innerJoin(barZones, eq(barZones.id, barTables.zoneId))
    .where(and(eq(barTables.id, table), eq(barTables.zoneId, zone)));
  return row ? { zone: { id: zone, name: row.zoneName }, table: { id: table, name: row.tableName } } : null;
}

/** Staff sign-in, tablet pairing and the zone's automatic sign-in (paired tablets only). */
const barStaffRoutes: FastifyPluginAsync = async (fastify) => {
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const app = fastify as unknown as App;
  const guard = await barGuard(app);

  r.post(
    '/api/bar/staff/signin',
    {
      config: { rateLimit: limit(10, '1 minute') },
      schema: {
        tags,
        summary: 'Connexion du personnel du bar (code du personnel)',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: StaffTokenSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      if (!codeMatches(request.body.code, app.config.barStaffCode)) throw new HttpError(401, BAD_STAFF_CODE);
      const exp = Math.floor(Date.now() / 1000) + STAFF_TTL_SECONDS;
      return { token: guard.sign({ role: 'staff', exp }), role: 'staff' as const, expiresIn: STAFF_TTL_SECONDS };
    },
  );

  r.post(
    '/api/bar/tablets',
    {
      schema: {
        tags,
        summary: 'Associe une tablette à une table (personnel)',
        body: Type.Object({ zone: Type.Integer({ minimum: 1 }), table: Type.Integer({ minimum: 1 }) }),
        response: { 200: TabletSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      guard.staff(request);
      const place = await findTable(app.db, request.body.zone, request.body.table);
      if (!place) throw new HttpError(400, UNKNOWN_TABLE, 'UNKNOWN_TABLE');
      const exp = Math.floor(Date.now() / 1000) + TABLET_TTL_SECONDS;
      return { token: guard.sign({ role: 'tablet', zone: place.zone.id, table: place.table.id, exp }), ...place };
    },
  );

  r.post(
    '/api/bar/zone-signin',
    {
      config: { rateLimit: limit(60, '1 minute') },
      schema: {
        tags,
        summary: 'Connexion automatique de la zone (tablette associée : en-tête X-Tablet-Token)',
        response: { 200: ZoneSignInSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const tablet = guard.tablet(request);
      const place = await findTable(app.db, tablet.zone, tablet.table);
      if (!place) throw new HttpError(400, UNKNOWN_TABLE, 'UNKNOWN_TABLE');
      const clientId = await zoneClient(app.db, tablet.zone);
      if (clientId === null) throw new HttpError(400, UNKNOWN_TABLE, 'UNKNOWN_TABLE');
      const [client] = await app.db
        .select({ cv: clients.credentialVersion })
        .from(clients)
        .where(eq(clients.id, clientId));
      // Every sign-in is a new guest (decision 0045): what they pay is theirs alone to read back, and their orders
      // are for the tablet's own table.
      const gid = crypto.randomUUID();
      const claims = { sub: clientId, type: 'anonyme' as const, cv: client?.cv ?? 0, gid };
      const token = app.signToken({ ...claims, zone: place.zone.id, table: place.table.id });
      return { id: clientId, clientId, token, type: 'anonyme' as const, ...place };
    },
  );
};

export default barStaffRoutes;
