import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../plugins/errors';

/** Too many attempts: the same answer shape and language as every other error. */
export function tooManyAttempts(): HttpError {
  return new HttpError(429, 'Trop de tentatives. Veuillez réessayer dans quelques minutes.');
}

/** Rate-limit key: the caller's address and the account it aims at (so one account cannot lock out another). */
export function addressAndAccount(field: string) {
  return (request: FastifyRequest): string => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = body && typeof body[field] === 'string' ? (body[field] as string).trim().toLowerCase() : '';
    return `${request.ip}|${value}`;
  };
}

/**
 * Route-level limit (memory store, per API process). With `byAccountField` the key is the address plus
 * that body field, counted after the body is parsed; otherwise the caller's address.
 */
export function limit(max: number, timeWindow: string, byAccountField?: string): RateLimitOptions {
  return {
    max,
    timeWindow,
    errorResponseBuilder: () => tooManyAttempts(),
    ...(byAccountField ? { hook: 'preHandler' as const, keyGenerator: addressAndAccount(byAccountField) } : {}),
  };
}
