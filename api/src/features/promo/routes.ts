import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { promoCodes } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { isPromoUsable, normaliseLabel, PROMO_INVALID } from './rules';
import { ErrorSchema } from '../../shared/error-schema';

/** Promo code check: the basket applies the percentage to the listed articles; the server re-checks at payment. */
const promoRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/v1/codepromos/check',
    {
      // Guessing codes is throttled per address.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['codes promo'],
        summary: 'Vérifie un code promo',
        // No control characters (PostgreSQL refuses NUL in text): a clear 400 instead of a database error. An empty
        // label is an invalid code like any other (404, the spec's message).
        body: Type.Object({
          label: Type.String({ maxLength: 64, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
        }),
        response: {
          200: Type.Object({
            statusCode: Type.Literal(200),
            data: Type.Object({
              codePromo: Type.Object({
                label: Type.String(),
                articles: Type.String({ description: 'comma-separated article ids' }),
                percentage: Type.Number(),
              }),
            }),
          }),
          400: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const label = normaliseLabel(request.body.label);
      if (!label) throw new HttpError(404, PROMO_INVALID);
      const [code] = await app.db
        .select()
        .from(promoCodes)
        .where(eq(sql`lower(${promoCodes.label})`, label))
        .limit(1);
      if (!code || !isPromoUsable(code, new Date())) throw new HttpError(404, PROMO_INVALID);
      reply.header('cache-control', 'no-store');
      return {
        statusCode: 200 as const,
        data: { codePromo: { label: code.label, articles: code.articles, percentage: code.percentage } },
      };
    },
  );
};

export default promoRoutes;
