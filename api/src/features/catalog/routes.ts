import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../plugins/errors';
import { changeFeed } from './change-feed';
import {
  findArticle,
  findFormula,
  listAccessories,
  listActivities,
  listFormulas,
  listOffers,
  listSubFormulas,
  listTariffs,
  parseFields,
  pickFields,
  searchArticles,
} from './queries';
import { ResponseCache, sendCached, serveCached } from './response-cache';
import {
  AccessorySchema,
  ActivitySchema,
  ARTICLE_FIELDS,
  ArticleSchema,
  FieldsQuery,
  FormulaSchema,
  Id,
  OfferSchema,
  SubFormulaSchema,
  TariffSchema,
} from './schemas';
import { ErrorSchema } from '../../shared/error-schema';

/** Tables whose writes invalidate the catalogue answers. */
export const CATALOG_TABLES = [
  'activities',
  'offers',
  'formulas',
  'sub_formulas',
  'accessories',
  'articles',
  'tariffs',
  'rooms',
];
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/**
 * The articles carry `onSale`, which the bar staff switch at any time and the bar tablets re-read every 5 s
 * (decision 0010): a browser or proxy may keep them but must ask again before each use. With the ETag, asking again
 * is a 304 without a body, answered from this process's cache (emptied by the catalogue's change notifications).
 */
export const ON_SALE_CACHE_CONTROL = 'public, no-cache';

const tags = ['catalogue'];

/** The park's catalogue: activities, offers, formulas, accessories, articles and tariffs (read only). */
const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = new ResponseCache(await changeFeed(fastify), {
    ttlMs: 60_000,
    tables: CATALOG_TABLES,
    brotliQuality: 11,
  });
  const db = app.db;

  app.get(
    '/api/v1/activites',
    {
      schema: {
        tags,
        summary: 'Activités du parc',
        response: { 200: Type.Object({ data: Type.Array(ActivitySchema) }) },
      },
    },
    (request, reply) =>
      serveCached(
        request,
        reply,
        cache,
        'activites',
        async () => ({ value: { data: await listActivities(db) } }),
        CATALOG_CACHE_CONTROL,
      ),
  );

  app.get(
    '/api/v1/offres',
    {
      schema: {
        tags,
        summary: 'Offres, toutes ou d’une activité',
        querystring: Type.Object({ aid: Type.Optional(Id) }),
        response: { 200: Type.Object({ data: Type.Array(OfferSchema) }), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { aid } = request.query;
      const entry = await cache.get(`offres:${aid ?? ''}`, async () => ({
        value: { data: await listOffers(db, aid) },
      }));
      return sendCached(request, reply, entry, CATALOG_CACHE_CONTROL);
    },
  );

  const formulasSchema = {
    tags,
    querystring: Type.Object({ oid: Type.Optional(Id) }),
    response: { 200: Type.Object({ data: Type.Array(FormulaSchema) }), 400: ErrorSchema },
  };
  const formulasHandler = async (
    request: { query: { oid?: number } } & Parameters<typeof sendCached>[0],
    reply: Parameters<typeof sendCached>[1],
  ) => {
    const { oid } = request.query;
    const entry = await cache.get(`formules:${oid ?? ''}`, async () => ({
      value: { data: await listFormulas(db, oid) },
    }));
    return sendCached(request, reply, entry, CATALOG_CACHE_CONTROL);
  };
  app.get(
    '/api/v1/formules',
    { schema: { ...formulasSchema, summary: 'Formules, toutes ou d’une offre' } },
    formulasHandler,
  );
  // The test call of the specification: the same answer as /api/v1/formules.
  app.get(
    '/api/v1/formulesx',
    { schema: { ...formulasSchema, summary: 'Appel de test (identique à /api/v1/formules)' } },
    formulasHandler,
  );

  app.get(
    '/api/v1/formules/:fid',
    {
      schema: {
        tags,
        summary: 'Une formule',
        params: Type.Object({ fid: Id }),
        response: {
          200: Type.Object({ data: Type.Object({ formule: FormulaSchema }) }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { fid } = request.params;
      const entry = await cache.get(`formule:${fid}`, async () => {
        const formule = await findFormula(db, fid);
        if (!formule) throw new HttpError(404, 'Formule introuvable.');
        return { value: { data: { formule } } };
      });
      return sendCached(request, reply, entry, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/v1/subFormules',
    {
      schema: {
        tags,
        summary: 'Formules incluses dans les anniversaires',
        response: { 200: Type.Object({ data: Type.Object({ subFormules: Type.Array(SubFormulaSchema) }) }) },
      },
    },
    async (request, reply) => {
      const entry = await cache.get('subFormules', async () => ({
        value: { data: { subFormules: await listSubFormulas(db) } },
      }));
      return sendCached(request, reply, entry, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/v1/accessoires',
    { schema: { tags, summary: 'Accessoires', response: { 200: Type.Object({ data: Type.Array(AccessorySchema) }) } } },
    async (request, reply) => {
      const entry = await cache.get('accessoires', async () => ({ value: { data: await listAccessories(db) } }));
      return sendCached(request, reply, entry, CATALOG_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/articles',
    {
      schema: {
        tags,
        summary: 'Articles (recherche par nom)',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000]*$' })),
          _limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
          _offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          fields: Type.Optional(Type.Union([FieldsQuery, Type.Literal('')])),
        }),
        response: {
          200: Type.Object({ articles: Type.Array(ArticleSchema), total: Type.Integer() }),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q = '', _limit = 1000, _offset = 0, fields } = request.query;
      const picked = parseFields(fields, ARTICLE_FIELDS);
      const key = `articles:${q}:${_limit}:${_offset}:${picked.join(',')}`;
      const entry = await cache.get(key, async () => {
        const { rows, total } = await searchArticles(db, q, _limit, _offset);
        return { value: { articles: rows.map((r) => pickFields(r, picked)), total } };
      });
      return sendCached(request, reply, entry, ON_SALE_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/article/:id',
    {
      schema: {
        tags,
        summary: 'Un article',
        params: Type.Object({ id: Id }),
        querystring: Type.Object({ fields: Type.Optional(Type.Union([FieldsQuery, Type.Literal('')])) }),
        response: { 200: ArticleSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const picked = parseFields(request.query.fields, ARTICLE_FIELDS);
      const { id } = request.params;
      const entry = await cache.get(`article:${id}:${picked.join(',')}`, async () => {
        const article = await findArticle(db, id);
        if (!article) throw new HttpError(404, 'Article introuvable.');
        return { value: pickFields(article, picked) };
      });
      return sendCached(request, reply, entry, ON_SALE_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/articles/:id/tariffs',
    {
      schema: {
        tags,
        summary: 'Tarifs d’un article, par index (0 normal, 1 avec équipement, 2 bracelet connecté)',
        params: Type.Object({ id: Id }),
        response: { 200: Type.Array(TariffSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = await cache.get(`tariffs:${id}`, async () => {
        const article = await findArticle(db, id);
        if (!article) throw new HttpError(404, 'Article introuvable.');
        return { value: await listTariffs(db, id) };
      });
      return sendCached(request, reply, entry, CATALOG_CACHE_CONTROL);
    },
  );
};

export default catalogRoutes;
