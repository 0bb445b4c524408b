import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { App } from '../../app';
import { bookings, orderLines, orders } from '../../db/schema';
import type { OrderLineExtra } from '../../db/schema/sales';
import { HttpError } from '../../plugins/errors';
import { errorReplies, IdString, parseId } from '../sales/schemas';
import { bookingNotes } from '../sales/booking-notes';
import { birthdayForm, LineTextError } from '../payment/line-text';
import { renderInvitationPdf } from './invitation';
import { ORDER_NOT_FOUND, orderDocumentAccess } from './document-access';
import { contentDisposition, fileNamePart } from './download-header';

export const NO_BIRTHDAY = 'Cette commande ne comprend pas d’anniversaire.';
export const TOO_LATE_TO_EDIT =
  'Le formulaire de l’anniversaire ne se modifie plus le jour de la fête : contactez le parc.';
export const LINK_INVALID = 'Ce lien d’invitation a expiré ou n’est pas valide.';

const IdParams = Type.Object({ id: IdString });
const BirthdayBody = Type.Object({
  nom: Type.String({ maxLength: 200 }),
  age: Type.Union([Type.Integer(), Type.String({ maxLength: 3 })]),
  gateaux: Type.Object({
    id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    name: Type.String({ maxLength: 200 }),
  }),
  commentaires: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** The order's birthday line (the first line carrying the child form), with its order's owner. */
async function birthdayLine(app: App, orderId: number) {
  const [order] = await app.db
    .select({ id: orders.id, clientId: orders.clientId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const lines = await app.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const line = lines.find((l) => l.details?.anniversaires);
  return { order, line: line ?? null, lines };
}

/** The slots a line took places on (every slot of a pack or birthday, else its slot). */
const slotsOf = (line: { slotId: number | null; details: OrderLineExtra }) =>
  line.details.slots?.length ? line.details.slots.map((s) => s.slotId) : line.slotId !== null ? [line.slotId] : [];

/**
 * The birthday of an order, for its owner only (spec §2: invitation PDF download; the child form):
 * POST /api/ticket/{id}/invitation -> { url } (openable by the browser for 5 minutes, like the invoice),
 * GET /api/ticket/{id}/invitation.pdf (bearer token or that signed link),
 * PUT /api/ticket/{id}/birthday (the child form, until the day before the party; the staff's notes follow).
 */
const birthdayRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const documents = orderDocumentAccess(app);

  r.post(
    '/api/ticket/:id/invitation',
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
      const { order, line } = await birthdayLine(app, id);
      if (!line) throw new HttpError(404, NO_BIRTHDAY);
      return { url: await documents.link(order, 'invitation.pdf') };
    },
  );

  r.get(
    '/api/ticket/:id/invitation.pdf',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        params: IdParams,
        querystring: Type.Object({ access: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    },
    async (request, reply) => {
      const { access } = request.query;
      const id = await documents.assertMayOpen(request, reply, parseId(request.params.id), access, LINK_INVALID);
      const { line } = await birthdayLine(app, id);
      if (!line) throw new HttpError(404, NO_BIRTHDAY);
      const pdf = await renderInvitationPdf({
        line,
        parkName: app.config.parkName,
        address: app.config.parkLegal.address,
      });
      const name = fileNamePart(line.details.anniversaires!.nom) || 'anniversaire';
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', `invitation-${name}-${id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.put(
    '/api/ticket/:id/birthday',
    {
      preHandler: app.authenticateAccount,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: IdParams,
        body: BirthdayBody,
        response: { 200: Type.Object({ result: Type.Boolean(), notes: Type.String() }), ...errorReplies },
      },
    },
    async (request) => {
      const id = await documents.assertOwner(request, parseId(request.params.id));
      const { order, line, lines } = await birthdayLine(app, id);
      if (!line) throw new HttpError(404, NO_BIRTHDAY);
      const today = moment().tz('Europe/Paris').format('YYYY-MM-DD');
      if (!line.startsAt || moment(line.startsAt).tz('Europe/Paris').format('YYYY-MM-DD') <= today)
        throw new HttpError(409, TOO_LATE_TO_EDIT, 'TOO_LATE');
      let form;
      try {
        form = birthdayForm(request.body);
      } catch (err) {
        if (err instanceof LineTextError) throw new HttpError(400, err.message, 'BAD_FORM');
        throw err;
      }
      const details = { ...line.details, anniversaires: form! };
      // The staff read the form in the bookings' notes: write them again from every line of the order.
      const notes = bookingNotes(
        lines.map((l) => {
          const extra = l.id === line.id ? details : l.details;
          return { slotIds: slotsOf({ slotId: l.slotId, details: extra }), client: { ...extra } };
        }),
      );
      await app.db.transaction(async (tx) => {
        await tx.update(orderLines).set({ details }).where(eq(orderLines.id, line.id));
        for (const slotId of slotsOf(line)) {
          await tx
            .update(bookings)
            .set({ notes: notes.get(slotId) ?? null })
            .where(and(eq(bookings.orderId, order.id), eq(bookings.slotId, slotId)));
        }
      });
      return { result: true, notes: notes.get(line.slotId ?? slotsOf(line)[0]!) ?? '' };
    },
  );
};

export default birthdayRoutes;
