import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, inArray } from 'drizzle-orm';
import { barTables, barZones } from '../../db/schema';
import { changeFeed } from '../catalog/change-feed';
import { ResponseCache, sendCached } from '../catalog/response-cache';
import { parseZoneIds } from './zones';
import { ErrorSchema } from '../../shared/error-schema';

const BAR_CACHE_CONTROL = 'public, max-age=300';
const tags = ['bar'];

/** Bar zones and their tables (snacking at a table). */
const barRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new ResponseCache(await changeFeed(fastify), { ttlMs: 300_000, tables: ['bar_zones', 'bar_tables'] });
  const db = app.db;

  app.get(
    '/api/bonresto/zones',
    {
      schema: {
        tags,
        summary: 'Zones du bar',
        response: { 200: Type.Object({ zones: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }) },
      },
    },
    async (request, reply) => {
      const entry = await cache.get('zones', async () => ({
        value: {
          zones: await db.select({ id: barZones.id, name: barZones.name }).from(barZones).orderBy(asc(barZones.id)),
        },
      }));
      return sendCached(request, reply, entry, BAR_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/bonresto/tables',
    {
      schema: {
        tags,
        summary: 'Tables d’une ou plusieurs zones (zones=1 ou zones=1,2)',
        querystring: Type.Object({
          zones: Type.String({ minLength: 1, maxLength: 200, pattern: '^\\s*\\d{1,9}(\\s*,\\s*\\d{1,9})*\\s*$' }),
        }),
        response: {
          200: Type.Object({
            tables: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), zone: Type.Integer() })),
          }),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const ids = parseZoneIds(request.query.zones);
      const entry = await cache.get(`tables:${ids.join(',')}`, async () => ({
        value: {
          tables: await db
            .select({ id: barTables.id, name: barTables.name, zone: barTables.zoneId })
            .from(barTables)
            .where(inArray(barTables.zoneId, ids))
            .orderBy(asc(barTables.zoneId), asc(barTables.id)),
        },
      }));
      return sendCached(request, reply, entry, BAR_CACHE_CONTROL);
    },
  );
};

export default barRoutes;
