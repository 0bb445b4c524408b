import type { FastifyError, FastifyInstance } from 'fastify';

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
  503: 'Service Unavailable',
};

/** Central error handling: validation and client errors keep their message, anything else is hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, request, reply) => {
    let status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    let message = err.message;
    if (err.validation) {
      status = 400;
      message = `Requête invalide : ${err.message}`;
    }
    if (status >= 500 || status < 400) {
      request.log.error({ err }, 'request failed');
      status = 500;
      message = 'Une erreur interne est survenue.';
    }
    const body: ErrorBody & { code?: string } = { statusCode: status, error: reasons[status] ?? 'Error', message };
    if (err instanceof HttpError && err.code) body.code = err.code;
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
