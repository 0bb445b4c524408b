import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../plugins/errors';
import { ErrorSchema } from '../../shared/error-schema';

export const MEDIA_DIR = path.join(__dirname, 'assets');
const KINDS = ['images', 'logos'] as const;

interface MediaFile {
  body: Buffer;
  etag: string;
}

/** Loads the shipped SVG files once: nothing is fetched, nothing outside the assets folder is readable. */
export function loadMedia(dir = MEDIA_DIR): Map<string, MediaFile> {
  const files = new Map<string, MediaFile>();
  for (const kind of KINDS) {
    const folder = path.join(dir, kind);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      if (!/^[a-z0-9-]+\.svg$/.test(name)) continue;
      const body = fs.readFileSync(path.join(folder, name));
      files.set(`${kind}/${name}`, { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` });
    }
  }
  return files;
}

/** Activity, offer and formula images and logos (SVG shipped with the API) under /api/media/{images|logos}/{name}.svg. */
const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const files = loadMedia();

  app.get(
    '/api/media/:kind/:file',
    {
      schema: {
        tags: ['médias'],
        summary: 'Image ou logo (SVG)',
        params: Type.Object({
          kind: Type.Union(KINDS.map((k) => Type.Literal(k))),
          file: Type.String({ maxLength: 80, pattern: '^[a-z0-9-]+\\.svg$' }),
        }),
        response: {
          200: Type.String({ description: 'SVG document (image/svg+xml)' }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const { kind, file } = request.params;
      const media = files.get(`${kind}/${file}`);
      if (!media) throw new HttpError(404, 'Image introuvable.');
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', media.etag)
        // An SVG opened directly must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === media.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(media.body);
    },
  );
};

export default mediaRoutes;
