import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app';
import { isGuest } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { barGuard } from './guard';
import { openBarFeed, resumeFrom, streamBarFeed } from './live-feed';
import { barBoard, barProducts, guestBarOrder, moveBarOrder, ORDER_NOT_FOUND, setProductOnSale } from './orders';
import { BarOrderSchema, BarProductSchema, IdParams } from './schemas';
import { ErrorSchema } from '../../shared/error-schema';

const tags = ['bar'];
const Status = Type.Union([Type.Literal('reçue'), Type.Literal('en préparation'), Type.Literal('servie')]);

/** The bar screen (staff): orders, their live feed, moving them forward, product availability; the guest's order status. */
const barOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const app = fastify as unknown as App;
  const guard = await barGuard(app);
  const feed = await openBarFeed(app);

  r.get(
    '/api/bar/orders',
    {
      schema: {
        tags,
        summary: 'Commandes à servir et servies récemment, et le dernier événement du flux (personnel)',
        response: {
          200: Type.Object({
            orders: Type.Array(BarOrderSchema),
            lastEventId: Type.Integer(),
            servedVisibleMs: Type.Integer({
              description: 'Combien de temps une commande servie reste à l’écran après avoir été servie (ms)',
            }),
          }),
          401: ErrorSchema,
        },
      },
    },
    async (request) => {
      guard.staff(request);
      return barBoard(app.db);
    },
  );

  r.get(
    '/api/bar/feed',
    {
      schema: {
        tags,
        summary: 'Flux en direct (server-sent events) des commandes et des produits, depuis Last-Event-ID ou since',
        querystring: Type.Object({
          since: Type.Optional(Type.Integer({ minimum: 0 })),
          token: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const staff = guard.staff(request);
      const since = resumeFrom(request.headers['last-event-id'], request.query.since);
      await streamBarFeed(app, feed, request, reply, since, staff.exp * 1000);
    },
  );

  r.post(
    '/api/bar/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Fait avancer une commande : reçue → en préparation → servie (personnel)',
        params: IdParams,
        body: Type.Object({ status: Status }),
        response: { 200: BarOrderSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      guard.staff(request);
      return moveBarOrder(app.db, Number(request.params.id), request.body.status);
    },
  );

  r.get(
    '/api/bar/products',
    {
      schema: {
        tags,
        summary: 'Produits du bar et leur disponibilité (personnel)',
        response: { 200: Type.Object({ products: Type.Array(BarProductSchema) }), 401: ErrorSchema },
      },
    },
    async (request) => {
      guard.staff(request);
      return { products: await barProducts(app.db) };
    },
  );

  r.put(
    '/api/bar/products/:id',
    {
      schema: {
        tags,
        summary: 'Marque un produit disponible ou indisponible (personnel)',
        params: IdParams,
        body: Type.Object({ onSale: Type.Boolean() }),
        response: { 200: BarProductSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      guard.staff(request);
      return setProductOnSale(app.db, Number(request.params.id), request.body.onSale);
    },
  );

  r.get(
    '/api/bar/orders/by-reference/:reference',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'La commande au bar d’un paiement et son état, pour la page de confirmation de la tablette',
        params: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x21-\\x7e]+$' }) }),
        response: { 200: BarOrderSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { user } = request;
      // A table's guest reads only their own payment's order; one without an id was refused by authenticate.
      const guest = isGuest(user) ? (user.gid ?? '') : undefined;
      const order = await guestBarOrder(app.db, request.params.reference, user.sub, guest);
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      return order;
    },
  );
};

export default barOrderRoutes;
