import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from '../../app';
import { assertOwnTransaction } from './ownership';
import { errorReplies, SalesBodySchema, SalesReplySchema, SalesV2ReplySchema } from './schemas';
import { settleTransaction } from './settle';

const bearer = [{ bearer: [] }];

/**
 * POST /api/sales and /api/salesV2 (spec §7 plus `reference`): settle the caller's paid transaction
 * (idempotent: the same tickets on every call) and answer its barcodes.
 */
const salesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/api/sales',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sales'],
        security: bearer,
        body: SalesBodySchema,
        response: { 200: SalesReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const body = request.body;
      await assertOwnTransaction(app, request, body.reference, body.idClient);
      const settled = await settleTransaction(app, body.reference);
      return { activatedBarCodes: settled.barcodes, idTicket: settled.idTicket };
    },
  );
  r.post(
    '/api/salesV2',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sales'],
        security: bearer,
        body: SalesBodySchema,
        response: { 200: SalesV2ReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const body = request.body;
      await assertOwnTransaction(app, request, body.reference, body.idClient);
      const settled = await settleTransaction(app, body.reference);
      return {
        idTicket: settled.idTicket,
        sales: settled.sales,
        ...(settled.state === 'paid-without-places' ? { state: settled.state } : {}),
      };
    },
  );
};

export default salesRoutes;
