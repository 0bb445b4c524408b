import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { assertSelf } from '../../plugins/auth';
import { ErrorSchema } from '../../shared/error-schema';
import { limit } from '../auth/rate-limits';
import { clubMembershipEnd } from '../subscriptions/club';
import { findClient } from './checks';
import { IdParams, RegistrationSchema, UserSchema } from './model';
import { photoOf, setPhotoFromUpload } from './photo';
import { registerProfileUpdate } from './profile-update';
import { registerClient } from './register-client';
import { userWithClub } from './user-answer';

const bearer = [{ bearer: [] }];

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
      return reply
        .status(201)
        .send(await registerClient({ db: app.db, config: app.config, log: request.log }, request.body));
    },
  );

  app.get(
    '/api/users/:id',
    {
      preHandler: app.authenticateAccount,
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
      return userWithClub(client, clubEnd);
    },
  );

  registerProfileUpdate(app);

  app.post(
    '/api/users/:id/photo/fromUpload',
    {
      preHandler: app.authenticateAccount,
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
      return setPhotoFromUpload(app.db, id, request.body.photoGuid, request.body.photoType);
    },
  );

  app.get(
    '/api/users/:id/photo',
    {
      preHandler: app.authenticateAccount,
      schema: { tags: ['users'], security: bearer, summary: 'La photo du client (image)', params: IdParams },
    },
    async (request, reply) => {
      const { id } = request.params;
      assertSelf(request, id);
      const row = await photoOf(app.db, id);
      return reply.header('content-type', row.mime).header('cache-control', 'private, no-cache').send(row.bytes);
    },
  );
};

export default usersRoutes;
