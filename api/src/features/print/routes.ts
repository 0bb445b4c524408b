import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app';
import { HttpError } from '../../plugins/errors';
import { ErrorSchema } from '../../shared/error-schema';
import { limit } from '../auth/rate-limits';
import { barGuard } from '../bar/guard';
import { sendPrintJob } from './send-print-job';

const Field = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });

export const PrintBodySchema = Type.Object(
  {
    ticket: Field('Numéro du ticket à imprimer'),
    station: Field("Poste d'impression (tel que le serveur d'impression le nomme)"),
  },
  { additionalProperties: false },
);

/**
 * POST /api/v1/print: the staff's test page (/printTickets) prints a ticket. Staff only (the bar staff's token, signed
 * in with the staff code); the API forwards the job to the park's print server (PRINT_SERVER_URL, decision 0044).
 */
const printRoutes: FastifyPluginAsync = async (fastify) => {
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const app = fastify as unknown as App;
  const guard = await barGuard(app);

  r.post(
    '/api/v1/print',
    {
      config: { rateLimit: limit(30, '1 minute') },
      // The staff token first (decision 0044): a caller without one learns nothing of the body's rules.
      onRequest: (request, _reply, done) => {
        guard.staff(request);
        done();
      },
      schema: {
        tags: ['print'],
        summary: "Imprime un ticket de test sur un poste d'impression (personnel : en-tête X-Staff-Token)",
        description:
          "Transmet { ticket, station } au serveur d'impression du parc (PRINT_SERVER_URL). 502 quand il refuse ou " +
          "ne répond pas (sous 5 s), 503 quand aucun n'est configuré.",
        body: PrintBodySchema,
        response: {
          204: Type.Null({ description: "Ticket accepté par le serveur d'impression." }),
          400: ErrorSchema,
          401: ErrorSchema,
          429: ErrorSchema,
          502: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sendPrintJob({ config: app.config, log: request.log }, request.body);
      if (outcome.printed) return reply.code(204).send(null);
      // A stated unavailability: the central handler keeps its status and its message for the staff.
      throw new HttpError(outcome.status, outcome.message);
    },
  );
};

export default printRoutes;
