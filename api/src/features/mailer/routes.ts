import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app';
import { assertOwnTransaction } from '../sales/ownership';
import { errorReplies, ReferenceSchema } from '../sales/schemas';
import { settleTransaction } from '../sales/settle';
import { HttpError } from '../../plugins/errors';
import { ErrorSchema } from '../../shared/error-schema';

/** Spec §7 payload plus `reference`. The e-mail is composed from the settled order, not from these fields. */
export const SendQrcodeBodySchema = Type.Object(
  {
    reference: ReferenceSchema,
    type: Type.Optional(Type.Unknown()),
    clientName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    subject: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()])),
    commandNumber: Type.Optional(Type.Unknown()),
    date: Type.Optional(Type.Unknown()),
    price: Type.Optional(Type.Unknown()),
    paymentMethod: Type.Optional(Type.Unknown()),
    mailerDetailTransaction: Type.Optional(Type.Unknown()),
    qrcodes: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);

export const SEND_FAILED = "L'e-mail de confirmation n'a pas pu être envoyé. Veuillez réessayer.";

/** POST /api/v1/mailer/sendQrcode: sends the confirmation of the caller's paid transaction once per reference. */
const mailerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/api/v1/mailer/sendQrcode',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['mailer'],
        security: [{ bearer: [] }],
        body: SendQrcodeBodySchema,
        response: {
          200: Type.Object({ sent: Type.Boolean(), alreadySent: Type.Boolean(), idTicket: Type.Integer() }),
          ...errorReplies,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      await assertOwnTransaction(app, request, body.reference);
      const settled = await settleTransaction(app, body.reference);
      // A failed send is a temporary unavailability (retry): the central handler keeps the 503 and its message.
      if (!settled.email) throw new HttpError(503, SEND_FAILED);
      return { sent: true, alreadySent: settled.email.alreadySent, idTicket: settled.idTicket };
    },
  );
};

export default mailerRoutes;
