import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Input PostgreSQL cannot store or the validator lets through: a NUL character in any string
 * (PostgreSQL rejects it in text), and numbers that are not finite (`1e309` coerces to Infinity,
 * which passes Ajv's integer check). Checked after validation, before any handler, for every route.
 */
export function findUnsafeValue(value: unknown, depth = 0): string | undefined {
  if (depth > 32) return 'données trop imbriquées';
  if (typeof value === 'string') return value.includes('\u0000') ? 'caractère nul interdit' : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'nombre hors limites';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findUnsafeValue(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const problem = findUnsafeValue(key, depth + 1) ?? findUnsafeValue(item, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous: no promise per request on the hot read routes.
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    const problem = findUnsafeValue(request.params) ?? findUnsafeValue(request.query) ?? findUnsafeValue(request.body);
    if (problem) return done(new HttpError(400, `Requête invalide : ${problem}.`));
    done();
  });
}
