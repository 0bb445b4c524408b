import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { cities, clients, orders, transactions } from '../../db/schema';
import type { OrderState } from '../../db/schema/sales';
import { HttpError } from '../../plugins/errors';
import { addressOf, counter, tooManyAttempts } from '../auth/rate-limits';
import { buildPayboxRequest, describeErrorCode, fieldsToObject, verifyResponse } from './paybox-protocol';
import { centsToEuros, holdQuantities, type ClientLine } from './pricing';
import { priceBasket } from './price-basket';
import {
  checkAvailability,
  holdPlaces,
  supersedeClientPending,
  SLOT_FULL_MESSAGE,
  SlotError,
  slotProblemStatus,
} from './holds';
import {
  answerFromVars,
  applyAnswer,
  expireStaleTransactions,
  findTransaction,
  generateReference,
  isAcceptableReference,
  type ApplyResult,
  type TransactionRow,
} from './transactions';
import { billingXml, shoppingCartXml } from './three-ds';
import {
  AvailabilityBodySchema,
  AvailabilityReplySchema,
  ErrorSchema,
  InitiateBodySchema,
  InitiateReplySchema,
  TransactionReplySchema,
  type InitiateBody,
} from './schemas';
import { settlePaidTransaction } from './settlement';
import {
  allowedReturnOrigins,
  browserDestination,
  chooseReturnOrigin,
  remotesFileReader,
  RETURN_ORIGIN_REFUSED,
} from './return-origin';

const bearer = [{ bearer: [] }];
type ReturnOutcome = 'effectue' | 'refuse' | 'annule' | 'attente';

function isEmail(value: string): boolean {
  return /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/.test(value);
}

function parisIso(d: Date): string {
  return moment(d).tz('Europe/Paris').format();
}

function rawQueryOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

function promoLabels(codes: InitiateBody['promoCodes']): string[] {
  return (codes ?? []).map((c) => (typeof c === 'string' ? c : c.label)).filter((l) => l.trim() !== '');
}

async function loadPayer(db: Db, clientId: number) {
  const [row] = await db
    .select({
      email: clients.email,
      firstName: clients.firstName,
      lastName: clients.lastName,
      address: clients.address,
      address1: clients.address1,
      city: clients.city,
      postalCode: cities.postalCode,
      cityName: cities.name,
    })
    .from(clients)
    .leftJoin(cities, eq(cities.id, clients.idVil))
    .where(eq(clients.id, clientId));
  return row;
}

function transactionReply(t: TransactionRow, order: { state: OrderState; refundedAt: Date | null } | undefined) {
  return {
    reference: t.reference,
    status: t.status,
    amount: centsToEuros(t.amountCents),
    errorCode: t.errorCode,
    message: t.errorCode ? describeErrorCode(t.errorCode) : null,
    authorization: t.authorization,
    type: t.type,
    SUMMARIZE: t.summarize,
    email: t.email,
    promoCodes: t.promoCodes,
    createdAt: parisIso(t.createdAt),
    paidAt: t.paidAt ? parisIso(t.paidAt) : null,
    paidLateFrom: t.paidLateFrom,
    orderState: order?.state ?? null,
    refundedAt: order?.refundedAt ? parisIso(order.refundedAt) : null,
    lines: t.lines.map((l) => ({
      id: l.id,
      idTariff: l.idTariff,
      name: l.articleName,
      counter: l.counter,
      price: centsToEuros(l.finalUnitCents),
      originalPrice: centsToEuros(l.unitCents),
      total: centsToEuros(l.totalCents),
      promoCode: l.promoCode,
      idPlanning: l.idPlanning,
    })),
  };
}

/** Verifies and applies a gateway answer (return or IPN); settles a paid transaction. */
async function handleAnswer(app: App, request: FastifyRequest, raw: string, cancelHint: boolean): Promise<ApplyResult> {
  const verified = verifyResponse(raw, app.config.payment.payboxPublicKey);
  if (!verified.ok) {
    request.log.warn({ reason: verified.reason }, 'payment answer refused');
    throw new HttpError(400, `Réponse de paiement refusée : ${verified.reason}.`, 'BAD_SIGNATURE');
  }
  const answer = answerFromVars(verified.vars);
  if (!answer) throw new HttpError(400, 'Réponse de paiement incomplète (Mt, Ref, Erreur).', 'BAD_ANSWER');
  const result = await applyAnswer(app.db, answer, new Date(), cancelHint);
  if (result.kind === 'unknown-reference') {
    request.log.error({ reference: answer.reference }, 'payment answer for an unknown reference');
  } else if (result.kind === 'amount-mismatch') {
    request.log.error(
      { reference: answer.reference, answered: answer.amountCents, stored: result.transaction.amountCents },
      'payment answer amount differs from the order',
    );
  } else {
    if (result.late) {
      request.log.warn(
        { reference: answer.reference, paidLateFrom: result.transaction.paidLateFrom },
        'PAID answer after the transaction was refused, cancelled or expired: settled if its places are still free',
      );
    }
    if (result.transaction.status === 'paid')
      await settlePaidTransaction(app, result.transaction.reference, request.log);
  }
  return result;
}

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
        response: { 200: InitiateReplySchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const clientId = request.user.sub;
      // The page's own origin (a bar tablet runs the snacking area alone): the guest comes back there.
      const returnOrigin = chooseReturnOrigin(
        body.returnOrigin,
        app.config.siteUrl,
        allowedReturnOrigins(app.config.siteUrl, readRemotes()),
      );
      if (!returnOrigin) throw new HttpError(400, RETURN_ORIGIN_REFUSED, 'BAD_RETURN_ORIGIN');
      const now = new Date();
      const priced = await priceBasket(app.db, {
        lines: body.lines as ClientLine[],
        promoLabels: promoLabels(body.promoCodes),
        clientId,
        summarize: body.SUMMARIZE,
        total: body.total,
        now,
      });
      if (priced.totalCents <= 0)
        throw new HttpError(400, 'Le montant à payer doit être supérieur à zéro.', 'ZERO_TOTAL');

      const payer = await loadPayer(app.db, clientId);
      const email = isEmail(body.email.trim()) ? body.email.trim() : payer && isEmail(payer.email) ? payer.email : null;
      if (!email) throw new HttpError(400, 'Adresse email est invalide', 'BAD_EMAIL');

      const wanted = holdQuantities(
        priced.lines.map((l) => ({ counter: l.counter, slotIds: l.slotIds, places: l.places, pid: l.client.pid })),
      );
      if (wanted.size > 0 && holdingStarts) {
        const state = await holdingStarts(request);
        if (!state.isAllowed && state.isExceeded) throw tooManyAttempts();
      }
      const expiresAt = new Date(now.getTime() + payment.holdMinutes * 60_000);

      let reference = isAcceptableReference(body.transactionRef) ? body.transactionRef : generateReference(now);
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0 || (await findTransaction(app.db, reference))) reference = generateReference(now);
        const ref = reference;
        try {
          await app.db.transaction(async (tx) => {
            await supersedeClientPending(tx, clientId, ref, now);
            await holdPlaces(tx, ref, wanted, now, expiresAt);
            await tx.insert(transactions).values({
              reference: ref,
              clientId,
              email,
              type: body.type,
              summarize: body.SUMMARIZE,
              amountCents: priced.totalCents,
              lines: priced.lines,
              promoCodes: priced.promoCodes,
              status: 'pending',
              createdAt: now,
              updatedAt: now,
            });
          });
          break;
        } catch (err) {
          if (err instanceof SlotError) {
            throw new HttpError(slotProblemStatus(err.problem), err.message, `SLOT_${err.problem.kind.toUpperCase()}`);
          }
          const code =
            (err as { code?: string; cause?: { code?: string } }).code ??
            (err as { cause?: { code?: string } }).cause?.code;
          if (code === '23505' && attempt < 3) continue; // the reference was taken meanwhile: draw another
          throw err;
        }
      }

      const browserBase = `${returnOrigin}/api/v1/paybox/return`;
      const fields = buildPayboxRequest({
        merchant: {
          site: payment.payboxSite,
          rang: payment.payboxRang,
          identifiant: payment.payboxIdentifiant,
          hmacKey: payment.payboxHmacKey,
        },
        amountCents: priced.totalCents,
        reference,
        email,
        time: now,
        urls: {
          effectue: `${browserBase}/effectue`,
          refuse: `${browserBase}/refuse`,
          annule: `${browserBase}/annule`,
          attente: `${browserBase}/attente`,
          repondreA: `${app.config.apiPublicUrl}/api/v1/paybox/ipn`,
        },
        shoppingCart: shoppingCartXml(priced.lines.reduce((n, l) => n + l.counter, 0)),
        billing: billingXml({
          firstName: payer?.firstName,
          lastName: payer?.lastName,
          address1: payer?.address,
          address2: payer?.address1,
          zipCode: payer?.postalCode,
          city: payer?.city || payer?.cityName,
        }),
      });
      request.log.info({ reference, amountCents: priced.totalCents, clientId }, 'payment initiated');
      return {
        reference,
        url: payment.payboxUrl,
        body: fieldsToObject(fields),
        amount: centsToEuros(priced.totalCents),
        expiresAt: parisIso(expiresAt),
      };
    },
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
      if (t.clientId !== request.user.sub) throw new HttpError(403, "Vous n'avez pas accès à ces données.");
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
      schema: {
        tags: ['planning'],
        summary: "Free places of slots for wanted quantities ('Valider mes horaires')",
        body: AvailabilityBodySchema,
        response: { 200: AvailabilityReplySchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const items = await checkAvailability(app.db, request.body.items, new Date());
      const ok = items.every((i) => i.ok);
      return ok ? { ok, items } : { ok, items, message: SLOT_FULL_MESSAGE };
    },
  );

  r.get(
    '/api/v1/paybox/return/:outcome',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Browser return from the gateway: verifies, applies, then redirects to a page of the origin it came back to',
        params: Type.Object({
          outcome: Type.Union([
            Type.Literal('effectue'),
            Type.Literal('refuse'),
            Type.Literal('annule'),
            Type.Literal('attente'),
          ]),
        }),
      },
    },
    async (request, reply) => {
      const outcome: ReturnOutcome = request.params.outcome;
      const result = await handleAnswer(app, request, rawQueryOf(request), outcome === 'annule');
      return reply.redirect(browserDestination(result), 302);
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
      const result = await handleAnswer(app, request, raw, false);
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

  // The expiry sweep: stale pending transactions become expired and release their places.
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const now = new Date();
      const expired = await expireStaleTransactions(
        app.db,
        new Date(now.getTime() - payment.expireMinutes * 60_000),
        now,
      );
      if (expired.length) app.log.info({ expired }, 'stale payments expired');
    } catch (err) {
      app.log.error({ err }, 'payment sweep failed');
    }
  };
  if (payment.sweepSeconds > 0) {
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), payment.sweepSeconds * 1000);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
};

export default paymentRoutes;
