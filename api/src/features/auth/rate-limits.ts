import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import Redis from 'ioredis';
import { HttpError } from '../../plugins/errors';

/** Too many attempts: the same answer shape and language as every other error. */
export function tooManyAttempts(): HttpError {
  return new HttpError(429, 'Trop de tentatives. Veuillez réessayer dans quelques minutes.');
}

/** The caller's address as the limits count it: IPv4 as is, IPv6 by its /64 (one subscriber's network). */
export function addressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** A body field as a key (trimmed, lower case); empty when absent. */
export function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  return body && typeof body[field] === 'string' ? (body[field] as string).trim().toLowerCase() : '';
}

/** Rate-limit key: the caller's address and the account it aims at (so one account cannot lock out another). */
export function addressAndAccount(field: string) {
  return (request: FastifyRequest): string => `${addressOf(request)}|${bodyField(request, field)}`;
}

/**
 * Route-level limit, for `config: { rateLimit: limit(...) }`: counted in the API's store (memory, or the
 * Redis every API process shares when REDIS_URL is set), per route. The key is the caller's address; with
 * `byAccountField`, the address plus that body field, counted after the body is parsed.
 */
export function limit(max: number, timeWindow: string, byAccountField?: string): RateLimitOptions {
  return {
    max,
    timeWindow,
    errorResponseBuilder: () => tooManyAttempts(),
    ...(byAccountField
      ? { hook: 'preHandler' as const, keyGenerator: addressAndAccount(byAccountField) }
      : { keyGenerator: addressOf }),
  };
}

/**
 * A named counter to use inside a handler (after validation, or only on failures): call it with the
 * request to count one, or with `{ increment: false }` to read. Shared like the route limits; `name`
 * keeps its keys apart from every other counter's in Redis.
 */
export function counter(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: string; key: (request: FastifyRequest) => string },
) {
  return app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${name}|${options.key(request)}`,
  });
}

/**
 * Registers @fastify/rate-limit: in memory (per process) without REDIS_URL; with it, on that Redis, so
 * every API process counts together. An unreachable Redis refuses the start rather than running unlimited;
 * a Redis lost later fails the limited requests (500) rather than letting them through uncounted.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: { redisUrl?: string; rateLimitPrefix: string },
): Promise<void> {
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err: Error) => app.log.error({ err }, 'rate limits: Redis error'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis for the rate limits (${(err as Error).message})`, { cause: err });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: config.rateLimitPrefix, skipOnError: false });
}
