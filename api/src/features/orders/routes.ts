import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { App } from '../../app';
import { orderLines, orders } from '../../db/schema';
import { assertSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { errorReplies, IdString, parseId } from '../sales/schemas';
import { NOT_YOURS } from '../sales/ownership';
import { loadOrderDetails } from './details';
import { renderInvoicePdf } from './invoice';
import { lineSlots } from './line-extra';
import { invoiceLinkSecret, signInvoiceAccess, verifyInvoiceAccess } from './invoice-link';

const parisIso = (d: Date) => moment(d).tz('Europe/Paris').format('YYYY-MM-DDTHH:mm:ssZ');
const euros = (cents: number) => Math.round(cents) / 100;
export const ORDER_NOT_FOUND = 'Commande introuvable.';
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
  let secret: Promise<string> | null = null;
  const linkSecret = () => (secret ??= invoiceLinkSecret(app.db));

  app.get(
    '/api/ticket',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        querystring: TicketQuery,
        response: { 200: Type.Array(OrderSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      const q = request.query as {
        idClient: number;
        _limit: number;
        _offset: number;
        _sortBy: 'date' | 'id' | 'total';
        _sortOrder: string;
      };
      // The validator's number coercion lets `1e309` through as Infinity.
      if (!Number.isSafeInteger(q._limit) || !Number.isSafeInteger(q._offset))
        throw new HttpError(400, 'Requête invalide : _limit et _offset doivent être des entiers.');
      assertSelf(request, q.idClient);
      const column = q._sortBy === 'total' ? orders.totalCents : q._sortBy === 'id' ? orders.id : orders.createdAt;
      const direction = q._sortOrder.toUpperCase() === 'ASC' ? asc : desc;
      const [{ total } = { total: 0 }] = await app.db
        .select({ total: count() })
        .from(orders)
        .where(eq(orders.clientId, q.idClient));
      const rows = await app.db
        .select()
        .from(orders)
        .where(eq(orders.clientId, q.idClient))
        .orderBy(direction(column), direction(orders.id))
        .limit(q._limit)
        .offset(q._offset);
      const lines = rows.length
        ? await app.db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(orderLines.position))
        : [];
      void reply.header('x-total-count', String(total));
      return rows.map((o) => ({
        id: o.id,
        date: parisIso(o.createdAt),
        total: euros(o.totalCents),
        reference: o.reference,
        paymentMethod: o.paymentMethod,
        sales: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            id: l.id,
            qty: l.qty,
            label: l.label,
            price: euros(l.unitPriceCents),
            ...(l.startsAt ? { start: parisIso(l.startsAt) } : {}),
            ...(lineSlots(l).length ? { slots: lineSlots(l) } : {}),
            ...(l.details?.anniversaires ? { anniversaires: l.details.anniversaires } : {}),
            ...(l.details?.players
              ? { players: { TeamName: l.details.players.TeamName, players: l.details.players.players } }
              : {}),
          })),
      }));
    },
  );

  async function ownOrder(id: number, clientId: number) {
    const [order] = await app.db
      .select({ id: orders.id, clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    if (order.clientId !== clientId) throw new HttpError(403, NOT_YOURS);
    return order;
  }

  /** An order paid without places (nothing sold, refunded) has no invoice. */
  async function assertInvoiceable(id: number) {
    const [order] = await app.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id));
    if (order?.state === 'paid-without-places') throw new HttpError(409, NO_INVOICE_WITHOUT_PLACES, 'NO_INVOICE');
  }

  app.post(
    '/api/ticket/:id/print',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Type.Object({ url: Type.String() }), ...errorReplies },
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      if (id === null) throw new HttpError(404, ORDER_NOT_FOUND);
      const order = await ownOrder(id, request.user.sub);
      await assertInvoiceable(order.id);
      const access = signInvoiceAccess(await linkSecret(), order.id, order.clientId);
      return { url: `/api/ticket/${order.id}/invoice.pdf?access=${encodeURIComponent(access)}` };
    },
  );

  app.get(
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
      const id = parseId((request.params as { id: string }).id) ?? 0;
      const { access } = request.query as { access?: string };
      const details = id ? await loadOrderDetails(app.db, id) : null;
      if (access !== undefined) {
        if (!details || !verifyInvoiceAccess(await linkSecret(), access, id, details.clientId)) {
          throw new HttpError(403, 'Ce lien de facture a expiré ou n’est pas valide.');
        }
      } else {
        await app.authenticate(request, reply);
        if (!details) throw new HttpError(404, ORDER_NOT_FOUND);
        if (details.clientId !== request.user.sub) throw new HttpError(403, NOT_YOURS);
      }
      await assertInvoiceable(id);
      const pdf = await renderInvoicePdf(details as NonNullable<typeof details>, {
        parkName: app.config.parkName,
        seller: app.config.parkLegal,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="facture-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default orderRoutes;
