import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { cities, civilities, parameters } from '../../db/schema';
import { changeFeed } from '../catalog/change-feed';
import { ResponseCache, sendCached } from '../catalog/response-cache';
import { ErrorSchema } from '../../shared/error-schema';

const LOOKUP_CACHE_CONTROL = 'public, max-age=3600';
const tags = ['listes'];

/** Small reference lists: civilities (label ETS = company), parameter lists (13 = kinship), towns. */
const lookupRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new ResponseCache(await changeFeed(fastify), {
    ttlMs: 300_000,
    tables: ['civilities', 'parameters', 'cities'],
  });
  const db = app.db;

  app.get(
    '/api/civility',
    {
      schema: {
        tags,
        summary: 'Civilités',
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String(), name: Type.String() })) },
      },
    },
    async (request, reply) => {
      const entry = await cache.get('civility', async () => ({
        value: await db
          .select({ id: civilities.id, label: civilities.label, name: civilities.name })
          .from(civilities)
          .orderBy(asc(civilities.id)),
      }));
      return sendCached(request, reply, entry, LOOKUP_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/parameter/list',
    {
      schema: {
        tags,
        summary: 'Valeurs d’une liste de paramètres (13 = liens de parenté)',
        querystring: Type.Object({ idParamList: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { idParamList } = request.query;
      const entry = await cache.get(`parameters:${idParamList}`, async () => ({
        value: await db
          .select({ id: parameters.id, name: parameters.name })
          .from(parameters)
          .where(eq(parameters.listId, idParamList))
          .orderBy(asc(parameters.id)),
      }));
      return sendCached(request, reply, entry, LOOKUP_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/city',
    {
      schema: {
        tags,
        summary: 'Villes et codes postaux',
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), postalCode: Type.String(), name: Type.String() })),
        },
      },
    },
    async (request, reply) => {
      const entry = await cache.get('cities', async () => ({
        value: await db
          .select({ id: cities.id, postalCode: cities.postalCode, name: cities.name })
          .from(cities)
          .orderBy(asc(cities.postalCode), asc(cities.name)),
      }));
      return sendCached(request, reply, entry, LOOKUP_CACHE_CONTROL);
    },
  );

  // The park's contact as visitors are given it (spec §8: the customer service phone after a failed purchase).
  app.get(
    '/api/v1/parc',
    {
      schema: {
        tags,
        summary: 'Coordonnées du parc affichées aux visiteurs (nom, téléphone du service client)',
        response: { 200: Type.Object({ name: Type.String(), phone: Type.String() }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { name: app.config.parkName, phone: app.config.parkPhone };
    },
  );
};

export default lookupRoutes;
