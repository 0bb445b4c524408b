import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import auth, { resolveTokenSecret } from './plugins/auth';
import { features } from './features';
import { registerRateLimits } from './features/auth/rate-limits';
import { ErrorBodySchema } from './shared/error-schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API (plugins, then routes) on an open database; it does not listen. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // X-Forwarded-For is believed only from the configured proxies (the local app servers by default):
    // anyone else's header is ignored, so it cannot choose the address the rate limits count.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandling(app);
  app.addSchema(ErrorBodySchema);
  registerInputGuard(app);

  registerSecurityHeaders(app, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(formbody);
  await registerRateLimits(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Park API', version: '1.0.0', description: 'API du site de réservation du parc de loisirs' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Shared schemas keep their $id as their component name (ErrorBody, …) instead of def-N.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(auth, {
    secret: await resolveTokenSecret(database.db, config.tokenSecret),
    ttlSeconds: config.tokenTtlSeconds,
  });

  // Health includes the database: a process that cannot reach it answers 503 and leaves the load balancer's pool.
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: database.kind });
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const feature of features) await app.register(feature.plugin);
  return app as unknown as App;
}
