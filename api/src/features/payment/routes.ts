import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { orders } from '../../db/schema';
import { guestTable, isGuest, sameGuest } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { ErrorSchema } from '../../shared/error-schema';
import { addressOf, counter, tooManyAttempts } from '../auth/rate-limits';
import { scheduleExpirySweep } from './expiry-sweep';
import { answerGateway } from './gateway-answer';
import { browserDestination, remotesFileReader, type TablePlace } from './return-origin';
import { checkAvailability, SLOT_FULL_MESSAGE } from './holds';
import { initiatePayment } from './initiate-payment';
import { AvailabilityAnswerSchema, AvailabilityRequestSchema } from './availability-schemas';
import { checkBasketAvailability } from './check-basket-availability';
import type { ClientLine } from './pricing';
import { InitiateBodySchema, InitiateReplySchema, TransactionReplySchema } from './schemas';
import { transactionReply } from './transaction-reply';
import { findTransaction } from './transactions';

const bearer = [{ bearer: [] }];
type ReturnOutcome = 'effectue' | 'refuse' | 'annule' | 'attente';

function rawQueryOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/** Thin routes of the payment feature: schemas, then the use cases (initiate-payment, gateway-answer). */
const paymentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>() as unknown as App;
  const r = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { payment } = app.config;
  const readRemotes = remotesFileReader(app.config.remotesFile);

  // Payment starts that hold places, per caller address (a table order holds none: the bar's tablets share one address).
  const holdingStarts =
    payment.startsPerAddress > 0
      ? counter(app as unknown as FastifyInstance, 'payment-holds', {
          max: payment.startsPerAddress,
          timeWindow: '10 minutes',
          key: addressOf,
        })
      : null;

  r.post(
    '/api/v1/paybox/initiate-paybox-transaction',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payment'],
        summary: 'Prices the basket, holds the places and returns the signed payment form',
        security: bearer,
        body: InitiateBodySchema,
        response: {
          200: InitiateReplySchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) =>
      initiatePayment(
        {
          db: app.db,
          config: app.config,
          log: request.log,
          readRemotes,
          beforeHolding: holdingStarts
            ? async () => {
                const state = await holdingStarts(request);
                if (!state.isAllowed && state.isExceeded) throw tooManyAttempts();
              }
            : undefined,
        },
        request.body,
        // A table's guest's payment carries their id and is for their table only (decision 0045); `authenticate`
        // refused a guest without an id.
        isGuest(request.user)
          ? { clientId: request.user.sub, guestId: request.user.gid ?? null, table: guestTable(request.user) }
          : { clientId: request.user.sub },
      ),
  );

  r.get(
    '/api/v1/paybox/transactions/:reference',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payment'],
        summary: "A transaction's state, for the return page's polling (owner only)",
        security: bearer,
        params: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 250 }) }),
        response: { 200: TransactionReplySchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const t = await findTransaction(app.db, request.params.reference);
      if (!t) throw new HttpError(404, 'Transaction inconnue.');
      if (t.clientId !== request.user.sub || !sameGuest(request, t.guestId))
        throw new HttpError(403, "Vous n'avez pas accès à ces données.");
      const [order] = await app.db
        .select({ state: orders.state, refundedAt: orders.refundedAt })
        .from(orders)
        .where(eq(orders.reference, t.reference));
      return transactionReply(t, order);
    },
  );

  r.post(
    '/api/planning/availability',
    {
      // Sign-in is optional: a signed-in visitor's own pending payment is superseded by their next one, so its
      // holds are not counted against them (decision 0004); an anonymous caller's check counts every hold.
      preHandler: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['planning'],
        summary: "Free places of slots for wanted quantities, or of the basket's lines ('Valider mes horaires')",
        description:
          'Backward-compatible: `items` (slot, quantity) as before; or `lines`, the basket as payment initiation takes ' +
          'it, answered line by line (`lines`) from the places initiation will hold. With a bearer token, the holds of ' +
          "the caller's own pending payment, which a new payment cancels, are not counted.",
        security: [{}, ...bearer],
        body: AvailabilityRequestSchema,
        response: { 200: AvailabilityAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const clientId = request.headers.authorization ? request.user.sub : null;
      const now = new Date();
      const { items: wanted, lines } = request.body;
      if (lines) {
        return checkBasketAvailability(app.db, {
          lines: lines as ClientLine[],
          summarize: request.body.SUMMARIZE ?? 'summarize',
          clientId,
          now,
        });
      }
      if (!wanted?.length) throw new HttpError(400, 'Aucun créneau à vérifier.', 'NOTHING_TO_CHECK');
      const items = await checkAvailability(app.db, wanted, now, clientId);
      const ok = items.every((i) => i.ok);
      return ok ? { ok, items } : { ok, items, message: SLOT_FULL_MESSAGE };
    },
  );

  const Outcome = Type.Union([
    Type.Literal('effectue'),
    Type.Literal('refuse'),
    Type.Literal('annule'),
    Type.Literal('attente'),
  ]);
  const TableNumber = Type.Integer({ minimum: 1, maximum: 99_999 });
  const browserReturn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: ReturnOutcome,
    place: TablePlace | null,
  ) => {
    try {
      const result = await answerGateway(app, request.log, rawQueryOf(request), outcome === 'annule');
      return reply.redirect(browserDestination(result, place), 302);
    } catch (err) {
      // An answer that cannot be verified (forged, cut): a person is never left on a JSON error; nothing
      // was applied, the basket says so (the IPN keeps its 400 for the gateway).
      if (err instanceof HttpError && err.statusCode === 400)
        return reply.redirect(browserDestination({ kind: 'unknown-reference' }, place), 302);
      throw err;
    }
  };
  const returnSummary =
    'Browser return from the gateway: verifies, applies, then redirects to a page of the origin it came back to';
  r.get(
    '/api/v1/paybox/return/:outcome',
    { schema: { tags: ['payment'], summary: returnSummary, params: Type.Object({ outcome: Outcome }) } },
    async (request, reply) => browserReturn(request, reply, request.params.outcome, null),
  );
  r.get(
    '/api/v1/paybox/return/:outcome/table/:zone/:table',
    {
      schema: {
        tags: ['payment'],
        summary: `${returnSummary} (a table order: its table's pages)`,
        params: Type.Object({ outcome: Outcome, zone: TableNumber, table: TableNumber }),
      },
    },
    async (request, reply) => {
      const { outcome, zone, table } = request.params;
      return browserReturn(request, reply, outcome, { zone, table });
    },
  );

  // The IPN (server to server): GET with the query string, or POST with the form body (PBX_RUF1=POST).
  await fastify.register(async (ipn) => {
    ipn.removeContentTypeParser('application/x-www-form-urlencoded');
    ipn.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw =
        request.method === 'POST' && typeof request.body === 'string' && request.body.length > 0
          ? request.body.trim()
          : rawQueryOf(request);
      const result = await answerGateway(app, request.log, raw, false);
      if (result.kind === 'amount-mismatch')
        throw new HttpError(400, 'Le montant de la réponse ne correspond pas à la commande.', 'AMOUNT_MISMATCH');
      if (result.kind === 'unknown-reference') throw new HttpError(404, 'Transaction inconnue.');
      return reply.status(200).type('text/plain').send('');
    };
    ipn.get(
      '/api/v1/paybox/ipn',
      { schema: { tags: ['payment'], summary: 'Gateway notification (IPN), GET' } },
      answer,
    );
    ipn.post(
      '/api/v1/paybox/ipn',
      { schema: { tags: ['payment'], summary: 'Gateway notification (IPN), POST' } },
      answer,
    );
  });

  scheduleExpirySweep(fastify, app);
};

export default paymentRoutes;
