import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { orders } from '../../db/schema';
import { assertSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { errorReplies, IdString, parseId } from '../sales/schemas';
import { loadOrderDetails } from './details';
import { ORDER_NOT_FOUND, orderDocumentAccess } from './document-access';
import { contentDisposition } from './download-header';
import { renderInvoicePdf } from './invoice';
import { listOrders } from './list-orders';

export const INVOICE_LINK_INVALID = 'Ce lien de facture a expiré ou n’est pas valide.';
export const NO_INVOICE_WITHOUT_PLACES =
  "Cette commande n'a pas pu être confirmée (créneau indisponible) : elle est intégralement remboursée et n'a pas de facture.";

const OrderSchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  total: Type.Number(),
  reference: Type.String(),
  paymentMethod: Type.String(),
  sales: Type.Array(
    Type.Object({
      id: Type.Integer(),
      qty: Type.Integer(),
      label: Type.String(),
      price: Type.Number(),
      /** How many of what, as the e-mail says it: '2 participants (+ 1 spectateur)', '1 box', '3'. */
      quantity: Type.Optional(Type.String()),
      /** What the label does not say: the equipment tariff ('Avec équipement (charlotte et gants)'), a lane. */
      detail: Type.Optional(Type.String()),
      /** The slot's start (Paris time), for a dated line. */
      start: Type.Optional(Type.String()),
      /** Every slot of a duo pack or birthday ('KARTING : 05/12/2026 à 14:00'). */
      slots: Type.Optional(Type.Array(Type.String())),
      /** The birthday child form, editable until the day before (PUT /api/ticket/{id}/birthday). */
      anniversaires: Type.Optional(
        Type.Object({
          nom: Type.String(),
          age: Type.Integer(),
          gateaux: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
          commentaires: Type.String(),
        }),
      ),
      /** The team and its players. */
      players: Type.Optional(Type.Object({ TeamName: Type.String(), players: Type.Array(Type.String()) })),
    }),
  ),
});

const TicketQuery = Type.Object({
  idClient: Type.Integer({ minimum: 1 }),
  _limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  _offset: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
  _sortBy: Type.Union([Type.Literal('date'), Type.Literal('id'), Type.Literal('total')], { default: 'date' }),
  _sortOrder: Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')], {
    default: 'DESC',
  }),
});

const IdParams = Type.Object({ id: IdString });

/**
 * The client's orders (spec §7): GET /api/ticket (own orders, newest first, X-Total-Count header),
 * POST /api/ticket/{id}/print (-> { url } of the PDF invoice, openable by the browser for 5 minutes),
 * GET /api/ticket/{id}/invoice.pdf (owner: bearer token or the signed `access` parameter).
 */
const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const documents = orderDocumentAccess(app);

  r.get(
    '/api/ticket',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        querystring: TicketQuery,
        response: { 200: Type.Array(OrderSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      assertSelf(request, request.query.idClient);
      const { total, page } = await listOrders(app.db, request.query);
      void reply.header('x-total-count', String(total));
      return page;
    },
  );

  /** An order paid without places (nothing sold, refunded) has no invoice. */
  async function assertInvoiceable(id: number) {
    const [order] = await app.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id));
    if (order?.state === 'paid-without-places') throw new HttpError(409, NO_INVOICE_WITHOUT_PLACES, 'NO_INVOICE');
  }

  r.post(
    '/api/ticket/:id/print',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Type.Object({ url: Type.String() }), ...errorReplies },
      },
    },
    async (request) => {
      const id = await documents.assertOwner(request, parseId(request.params.id));
      await assertInvoiceable(id);
      return { url: await documents.link({ id, clientId: request.user.sub }, 'invoice.pdf') };
    },
  );

  r.get(
    '/api/ticket/:id/invoice.pdf',
    {
      // Rendering a PDF costs CPU: at most 60 per minute and address.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        params: IdParams,
        querystring: Type.Object({ access: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const orderId = await documents.assertMayOpen(request, reply, id, request.query.access, INVOICE_LINK_INVALID);
      await assertInvoiceable(orderId);
      const details = await loadOrderDetails(app.db, orderId);
      if (!details) throw new HttpError(404, ORDER_NOT_FOUND);
      const pdf = await renderInvoicePdf(details, {
        parkName: app.config.parkName,
        seller: app.config.parkLegal,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', `facture-${id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default orderRoutes;
