import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from '../../plugins/errors';

/**
 * Ajv 8 coerces a text like '1e309' to Infinity and lets it through `type: integer` with a maximum;
 * the database then refuses it. This preHandler answers 400 for any non-finite number left in the
 * params or query string after validation.
 */
export function rejectNonFiniteNumbers(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  for (const source of [request.params, request.query]) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        return done(new HttpError(400, `Requête invalide : ${name} doit être un nombre entier.`));
      }
    }
  }
  done();
}
