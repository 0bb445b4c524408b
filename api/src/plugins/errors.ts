import type { FastifyError, FastifyInstance } from 'fastify';
import { sqlState } from '../shared/db-errors';
import { BODY_REFUSALS, frenchValidationMessage } from './french-errors';

/** The one shape every error answer has. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** An error whose message is meant for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    /** Extra fields of the answer (e.g. `line`: the index of the basket line at fault). */
    public readonly extra?: Record<string, string | number>,
  ) {
    super(message);
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * 5xx answers our own code gives on purpose, with a message for the client: a service the API depends on refused
 * or did not answer (502), or is not there for now (503, retry later). Any other 5xx is hidden as a 500.
 */
const STATED_UNAVAILABLE = new Set([502, 503]);

/**
 * A database error caused by the request's values rather than by the server: class 22 (data
 * exception: number out of range, bad text representation, string too long) and 23 (integrity:
 * a reference to a row that does not exist, a duplicate). Routes check their input first; this is
 * the backstop that keeps such input from ever becoming a 500.
 */
export function clientErrorFromDatabase(err: unknown): { status: number; message: string } | undefined {
  const state = sqlState(err);
  if (!state) return undefined;
  if (state.startsWith('22'))
    return { status: 400, message: 'Requête invalide : une valeur est hors limites ou mal formée.' };
  if (state === '23503')
    return { status: 400, message: 'Requête invalide : une référence ne correspond à aucune donnée.' };
  if (state === '23505') return { status: 409, message: 'Cette donnée existe déjà.' };
  if (state === '23502' || state === '23514')
    return { status: 400, message: 'Requête invalide : une valeur obligatoire manque ou est refusée.' };
  return undefined;
}

/**
 * Central error handling: validation and client errors keep their message, and so does a stated unavailability
 * (an HttpError 502 or 503); anything else is hidden.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    let status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    let message = err.message;
    if (err.validation) {
      status = 400;
      message = frenchValidationMessage(err.validation, err.validationContext);
    } else if (err.code && err.code in BODY_REFUSALS) {
      message = BODY_REFUSALS[err.code]!;
    }
    const fromDatabase = err instanceof HttpError ? undefined : clientErrorFromDatabase(err);
    if (fromDatabase) {
      request.log.warn({ err }, 'request refused by the database');
      ({ status, message } = fromDatabase);
    }
    const stated = err instanceof HttpError && STATED_UNAVAILABLE.has(status);
    if (stated) request.log.warn({ err }, 'request answered as unavailable');
    else if (status >= 500 || status < 400) {
      request.log.error({ err }, 'request failed');
      status = 500;
      message = 'Une erreur interne est survenue.';
    }
    const body: ErrorBody & { code?: string } = { statusCode: status, error: reasons[status] ?? 'Error', message };
    if (err instanceof HttpError && err.code) body.code = err.code;
    if (err instanceof HttpError && err.extra && status < 500) Object.assign(body, err.extra);
    void reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method} ${request.url.split('?')[0]} inconnue.`,
    });
  });
}
