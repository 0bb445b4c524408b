import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { uploads } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { detectImageType } from './image-type';
import { limit } from '../auth/rate-limits';
import { ErrorSchema } from '../../shared/error-schema';

/** The photo's largest size, in megabytes (Mo) as its message says it, and in bytes as it is checked. */
export const MAX_UPLOAD_MEGABYTES = 2;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

export const uploadMessages = {
  tooLarge: `Le fichier est trop volumineux (${MAX_UPLOAD_MEGABYTES} Mo maximum).`,
} as const;

const tooLarge = () => new HttpError(413, uploadMessages.tooLarge);
const notAnImage = () => new HttpError(415, 'Seules les images JPEG, PNG ou WebP sont acceptées.');

/** POST /api/upload: one image (JPEG, PNG or WebP, 2 MB at most), kept in the database; answers its guid. */
const uploadRoutes: FastifyPluginAsync = async (root) => {
  await root.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/upload',
    {
      preHandler: app.authenticateAccount,
      config: { rateLimit: limit(30, '1 minute') },
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        summary: 'Envoi d’une image (multipart, champ fichier quelconque)',
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ guid: Type.String({ format: 'uuid' }) }),
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Le fichier doit être envoyé en multipart/form-data.');
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new HttpError(400, 'Aucun fichier reçu.');
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw tooLarge();
        if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw new HttpError(400, 'Envoi du fichier invalide.');
      }
      if (bytes.length === 0) throw new HttpError(400, 'Aucun fichier reçu.');
      if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
      const mime = detectImageType(bytes);
      if (!mime) throw notAnImage();
      const guid = crypto.randomUUID();
      await app.db.insert(uploads).values({ guid, clientId: request.user.sub, mime, size: bytes.length, bytes });
      return reply.status(201).send({ guid });
    },
  );
};

export default uploadRoutes;
