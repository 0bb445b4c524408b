import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { bookings } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { isEmail } from '../../shared/email';
import { assertOwnTransaction } from '../sales/ownership';
import { errorReplies, IdString, parseId, ReferenceSchema, storedText } from '../sales/schemas';
import { settleTransaction } from '../sales/settle';

const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 10 }), Type.Null()]));
const OptText = (max: number) => Type.Optional(Type.Union([storedText(max), Type.Null()]));

export const BookingBodySchema = Type.Object(
  {
    reference: ReferenceSchema,
    alertEmail: Flag,
    alertSMS: Flag,
    confirmationEmail: Flag,
    confirmationSMS: Flag,
    email: OptText(254),
    force: Flag,
    fullName: OptText(200),
    idClient: Type.Optional(Type.Integer({ minimum: 1 })),
    idPlanning: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 20 })])),
    mobilePhone: OptText(40),
    notes: OptText(2000),
    qty: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 10 })])),
    isPaid: Flag,
  },
  { additionalProperties: true },
);

export const BookingReplySchema = Type.Object({
  id: Type.Integer(),
  idPlanning: Type.Integer(),
  idClient: Type.Integer(),
  idTicket: Type.Integer(),
  qty: Type.Integer(),
  /** Places paid for but not taken because the slot was full when the payment settled. */
  shortfall: Type.Integer(),
  isPaid: Type.Boolean(),
  fullName: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  mobilePhone: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
});

export const NO_BOOKING = "Cette transaction n'a pas de réservation sur ce créneau.";

/**
 * POST /api/planning/scheduledTask/{idPlanning}/bookings (spec §7 plus `reference`): settles the
 * caller's paid transaction if not done yet and answers its booking on that slot. The places were
 * taken by the settlement (once); this call only records the contact details sent. The booking's notes are
 * the server's (the birthday's child form, the karting team, written by the settlement for staff): notes
 * sent here are not stored, so that the confirmation page cannot overwrite them.
 */
const bookingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/api/planning/scheduledTask/:idPlanning/bookings',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['bookings'],
        security: [{ bearer: [] }],
        params: Type.Object({ idPlanning: IdString }),
        body: BookingBodySchema,
        response: { 200: BookingReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const idPlanning = parseId(request.params.idPlanning);
      if (idPlanning === null) throw new HttpError(404, NO_BOOKING);
      const body = request.body;
      if (body.idPlanning !== undefined && Number(body.idPlanning) !== idPlanning) {
        throw new HttpError(400, 'Requête invalide : idPlanning ne correspond pas au créneau de l’adresse.');
      }
      if (body.email && !isEmail(body.email.trim())) throw new HttpError(400, 'Adresse email est invalide');
      await assertOwnTransaction(app, request, body.reference, body.idClient);
      const settled = await settleTransaction(app, body.reference);
      const details: Partial<typeof bookings.$inferInsert> = {};
      if (body.fullName) details.fullName = body.fullName.trim();
      if (body.email) details.email = body.email.trim();
      if (body.mobilePhone) details.mobilePhone = body.mobilePhone.trim();
      const where = and(eq(bookings.orderId, settled.idTicket), eq(bookings.slotId, idPlanning));
      const [row] = Object.keys(details).length
        ? await app.db.update(bookings).set(details).where(where).returning()
        : await app.db.select().from(bookings).where(where);
      if (!row) throw new HttpError(404, NO_BOOKING);
      return {
        id: row.id,
        idPlanning: row.slotId,
        idClient: row.clientId,
        idTicket: row.orderId,
        qty: row.qty,
        shortfall: row.shortfall,
        isPaid: row.isPaid,
        fullName: row.fullName,
        email: row.email,
        mobilePhone: row.mobilePhone,
        notes: row.notes,
      };
    },
  );
};

export default bookingRoutes;
