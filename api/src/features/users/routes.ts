import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { clients, civilities, uploads } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { assertSelf } from '../../plugins/auth';
import { hashSecret } from '../auth/password';
import { limit } from '../auth/rate-limits';
import { isUniqueViolation } from '../../shared/db-errors';
import { checkBirthday, checkEmail, checkPassword, emailTaken, findClient } from './checks';
import { clubMembershipEnd } from '../subscriptions/club';
import { parisIso } from '../catalog/format';
import { IdParams, RegistrationSchema, toUser, UserSchema, clean, photoUrl, type Registration } from './model';
import { registerProfileUpdate } from './profile-update';
import { messages } from './rules';
import { sendMail } from '../../mail';
import { documentsSecret, signDocumentsToken } from '../company-requests/documents-token';
import { requestReceivedMail } from '../company-requests/mails';
import { ErrorSchema } from '../../shared/error-schema';

const bearer = [{ bearer: [] }];

/** Registration fields as stored, with the company form's names mapped onto the client fields. */
function registrationValues(body: Registration) {
  const type = body.type ?? 0;
  const pick = (alias: string | null | undefined, field: string | null | undefined) =>
    clean(alias) ?? clean(field) ?? null;
  return {
    type,
    idCiv: body.idCiv ?? null,
    firstName: clean(body.firstName) ?? null,
    secondName: type === 2 ? pick(body.managerName, body.secondName) : (clean(body.secondName) ?? null),
    lastName: type === 2 ? pick(body.companyName, body.lastName) : (clean(body.lastName) ?? null),
    mobilePhone: type === 2 ? pick(body.csePhone, body.mobilePhone) : (clean(body.mobilePhone) ?? null),
    address: type === 2 ? pick(body.billingAddress, body.address) : (clean(body.address) ?? null),
    address1: clean(body.address1) ?? null,
    city: clean(body.city) ?? null,
    idVil: body.idVil ?? null,
    identificationNumber: type === 2 ? pick(body.registrationNumber, body.identificationNumber) : null,
  };
}

const usersRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/users',
    {
      config: { rateLimit: limit(20, '10 minutes') },
      schema: {
        tags: ['users'],
        summary: "Création d'un compte (0 particulier, 1 membre de famille, 2 entreprise en attente de validation)",
        body: RegistrationSchema,
        response: {
          201: Type.Object({
            id: Type.Integer(),
            /** Company requests: the token to send its documents with (POST /api/users/{id}/companyDocuments, 1 hour). */
            documentsToken: Type.Optional(Type.String()),
          }),
          400: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const values = registrationValues(body);
      const email = clean(body.email);
      const password = body.password ?? '';
      const required: Array<string | null | undefined> =
        values.type === 2
          ? [
              values.lastName,
              values.secondName,
              values.mobilePhone,
              values.address,
              values.identificationNumber,
              email,
              password,
            ]
          : values.type === 0
            ? [values.firstName, values.lastName, email, password]
            : [values.firstName, values.lastName, email];
      if (required.some((v) => v === null || v === undefined || v === ''))
        throw new HttpError(400, messages.missingFields);
      const checkedEmail = checkEmail(email as string);
      if (password !== '' || values.type !== 1) checkPassword(password);
      const birthday = checkBirthday(body.birthday) ?? null;
      if (values.type === 2 && values.idCiv === null) {
        const [ets] = await app.db.select({ id: civilities.id }).from(civilities).where(eq(civilities.label, 'ETS'));
        values.idCiv = ets?.id ?? null;
      }
      if (await emailTaken(app.db, checkedEmail)) throw new HttpError(409, messages.duplicate);
      const passwordHash = password === '' ? null : await hashSecret(password);
      try {
        const [row] = await app.db
          .insert(clients)
          .values({
            ...values,
            email: checkedEmail,
            birthday,
            passwordHash,
            contactSms: 1,
            contactEmail: 1,
            contactPostal: 1,
            contactPhone: 1,
            companyStatus: values.type === 2 ? 'pending' : null,
          })
          .returning({ id: clients.id });
        const id = (row as { id: number }).id;
        if (values.type !== 2) return reply.status(201).send({ id });
        try {
          await sendMail(app, requestReceivedMail(checkedEmail, values.lastName ?? '', app.config.parkName));
        } catch (err) {
          // The request is recorded: a mail that did not go out is only logged.
          request.log.error({ err }, 'company request acknowledgement not sent');
        }
        const documentsToken = signDocumentsToken(await documentsSecret(app.db), id);
        return reply.status(201).send({ id, documentsToken });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, messages.duplicate);
        throw err;
      }
    },
  );

  app.get(
    '/api/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        security: bearer,
        params: IdParams,
        response: { 200: UserSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      assertSelf(request, request.params.id);
      const [client, clubEnd] = await Promise.all([
        findClient(app.db, request.params.id),
        clubMembershipEnd(app.db, request.params.id, new Date()),
      ]);
      return { ...toUser(client), clubMember: clubEnd !== null, clubUntil: clubEnd ? parisIso(clubEnd) : null };
    },
  );

  registerProfileUpdate(app);

  app.post(
    '/api/users/:id/photo/fromUpload',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Fait d’un fichier envoyé (POST /api/upload) la photo du client',
        params: IdParams,
        body: Type.Object({
          photoGuid: Type.String({ format: 'uuid' }),
          photoType: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
        }),
        response: {
          200: Type.Object({
            result: Type.Boolean(),
            photoGuid: Type.String(),
            photoType: Type.Union([Type.String(), Type.Null()]),
            photo: Type.String(),
          }),
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertSelf(request, id);
      const current = await findClient(app.db, id);
      const { photoGuid } = request.body;
      const [upload] = await app.db
        .select({ guid: uploads.guid, mime: uploads.mime })
        .from(uploads)
        .where(and(eq(uploads.guid, photoGuid), eq(uploads.clientId, id)));
      if (!upload) throw new HttpError(404, 'Fichier introuvable.');
      const photoType = clean(request.body.photoType) ?? upload.mime;
      await app.db.transaction(async (tx) => {
        await tx.update(clients).set({ photoGuid, photoType, updatedAt: new Date() }).where(eq(clients.id, id));
        // The previous photo is no longer referenced: drop its bytes.
        if (current.photoGuid && current.photoGuid !== photoGuid)
          await tx.delete(uploads).where(eq(uploads.guid, current.photoGuid));
      });
      return { result: true, photoGuid, photoType, photo: photoUrl(id) };
    },
  );

  app.get(
    '/api/users/:id/photo',
    {
      preHandler: app.authenticate,
      schema: { tags: ['users'], security: bearer, summary: 'La photo du client (image)', params: IdParams },
    },
    async (request, reply) => {
      const { id } = request.params;
      assertSelf(request, id);
      const [row] = await app.db
        .select({ mime: uploads.mime, bytes: uploads.bytes })
        .from(clients)
        .innerJoin(uploads, eq(uploads.guid, clients.photoGuid))
        .where(eq(clients.id, id));
      if (!row) throw new HttpError(404, "Ce client n'a pas de photo.");
      return reply.header('content-type', row.mime).header('cache-control', 'private, no-cache').send(row.bytes);
    },
  );
};

export default usersRoutes;
