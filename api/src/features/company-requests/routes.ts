import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { count, eq } from 'drizzle-orm';
import { clients, companyDocuments } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { limit } from '../auth/rate-limits';
import { documentsSecret, verifyDocumentsToken } from './documents-token';
import {
  detectDocumentType,
  documentMessages as M,
  documentName,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  type DocumentMime,
} from './document-type';
import { ErrorSchema } from '../../shared/error-schema';

const DocumentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
});

/**
 * POST /api/users/{id}/companyDocuments (multipart, up to 5 files of 5 MB: PDF, JPEG, PNG or WebP):
 * the documents of a pending company request, sent with the token of its registration answer
 * (header X-Documents-Token). At most 5 per request, all sendings counted.
 */
const companyRequestRoutes: FastifyPluginAsync = async (root) => {
  await root.register(multipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: MAX_DOCUMENTS,
      fields: 5,
      fieldSize: 1024,
      parts: MAX_DOCUMENTS + 5,
      headerPairs: 100,
    },
  });
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  let secret: Promise<string> | null = null;

  app.post(
    '/api/users/:id/companyDocuments',
    {
      config: { rateLimit: limit(10, '10 minutes') },
      schema: {
        tags: ['users'],
        summary: "Documents d'une demande de compte entreprise (jeton de la réponse d'inscription)",
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        headers: Type.Object({ 'x-documents-token': Type.Optional(Type.String({ maxLength: 100 })) }),
        response: {
          201: Type.Object({ documents: Type.Array(DocumentSchema) }),
          400: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = request.headers['x-documents-token'] ?? '';
      if (!verifyDocumentsToken(await (secret ??= documentsSecret(app.db)), token, id))
        throw new HttpError(403, M.badToken);
      const [client] = await app.db
        .select({ type: clients.type, status: clients.companyStatus })
        .from(clients)
        .where(eq(clients.id, id));
      if (!client || client.type !== 2 || client.status !== 'pending') throw new HttpError(409, M.notPending);
      if (!request.isMultipart()) throw new HttpError(415, M.badType);

      const received: Array<{ name: string; mime: DocumentMime; bytes: Buffer }> = [];
      try {
        for await (const file of request.files()) {
          const bytes = await file.toBuffer();
          if (bytes.length === 0) continue;
          const mime = detectDocumentType(bytes);
          if (!mime) throw new HttpError(415, M.badType);
          received.push({ name: documentName(file.filename, received.length, mime), mime, bytes });
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.tooLarge);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, M.tooMany);
        if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, M.tooLarge);
        throw new HttpError(400, M.none);
      }
      if (received.length === 0) throw new HttpError(400, M.none);

      const saved = await app.db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(companyDocuments)
          .where(eq(companyDocuments.clientId, id));
        if (n + received.length > MAX_DOCUMENTS) throw new HttpError(413, M.tooMany);
        return tx
          .insert(companyDocuments)
          .values(
            received.map((d) => ({ clientId: id, name: d.name, mime: d.mime, size: d.bytes.length, bytes: d.bytes })),
          )
          .returning({
            id: companyDocuments.id,
            name: companyDocuments.name,
            mime: companyDocuments.mime,
            size: companyDocuments.size,
          });
      });
      return reply.status(201).send({ documents: saved });
    },
  );
};

export default companyRequestRoutes;
