import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { describeErrorCode, parseFormEncoded, signResponse, type FieldList } from '../features/payment/paybox-protocol';
import { CANCEL_CODE, checkCard, PAGE_TIMEOUT_CODE, PAGE_TIMEOUT_MS } from './cards';
import { checkPaymentRequest } from './request-check';
import {
  answerVariables,
  defaultMerchants,
  SANDBOX_PRIVATE_KEY_PATH,
  withQuery,
  type GatewayOptions,
  type Payment,
  type Session,
} from './gateway-model';
import { cardFormPage, errorPage, notFoundPage, paymentsPage, resultPage } from './pages';

/**
 * A sandbox of the Paybox System gateway: same form, same HMAC check, same signed answers
 * (RSA-SHA1 with the committed TEST-ONLY key), the IPN sent server to server, then the browser
 * sent back to the shop. Payments live in memory only.
 */

export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const merchants = options.merchants ?? defaultMerchants();
  const privateKey = crypto.createPrivateKey(
    options.privateKeyPem ?? fs.readFileSync(SANDBOX_PRIVATE_KEY_PATH, 'utf8'),
  );
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetchImpl ?? fetch;
  const sessions = new Map<string, Session>();
  const payments = new Map<string, Payment>();

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  const forget = () => {
    // Keep the sandbox small: at most 500 sessions.
    while (sessions.size > 500) sessions.delete(sessions.keys().next().value as string);
    while (payments.size > 500) payments.delete(payments.keys().next().value as string);
  };

  async function sendIpn(p: Payment): Promise<void> {
    if (!p.ipnUrl) {
      p.ipn = { status: 'none', attempts: p.ipn.attempts };
      return;
    }
    p.ipn.attempts += 1;
    try {
      const res =
        p.ipnMethod === 'POST'
          ? await doFetch(p.ipnUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: p.signed,
              signal: AbortSignal.timeout(10_000),
            })
          : await doFetch(withQuery(p.ipnUrl, p.signed), { method: 'GET', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer().catch(() => undefined);
      p.ipn = { status: res.ok ? 'sent' : 'failed', httpStatus: res.status, attempts: p.ipn.attempts };
    } catch (err) {
      p.ipn = { status: 'failed', error: (err as Error).message, attempts: p.ipn.attempts };
    }
    app.log.info({ reference: p.reference, ipn: p.ipn }, 'IPN');
  }

  // The payment page receives the merchant's form: keep the raw body to check PBX_HMAC in posted order.
  await app.register(async (cgi) => {
    cgi.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    cgi.post('/cgi/MYchoix_pagepaiement.cgi', async (request, reply) => {
      let posted: FieldList;
      try {
        posted = parseFormEncoded(typeof request.body === 'string' ? request.body : '');
      } catch {
        return page(reply, 400, errorPage(['Le formulaire reçu est mal encodé.']));
      }
      const checked = checkPaymentRequest(posted, merchants);
      if (!checked.ok) return page(reply, 400, errorPage(checked.errors));
      const session: Session = {
        id: crypto.randomBytes(12).toString('hex'),
        request: checked.request,
        createdAt: now(),
      };
      sessions.set(session.id, session);
      forget();
      const r = checked.request;
      return page(
        reply,
        200,
        cardFormPage({
          sessionId: session.id,
          amountCents: r.amountCents,
          reference: r.reference,
          email: r.email,
          site: r.merchant.site,
        }),
      );
    });
  });

  await app.register(async (ui) => {
    await ui.register(formbody);

    ui.post<{ Params: { id: string }; Body: Record<string, string | undefined> }>(
      '/cgi/sandbox/pay/:id',
      async (request, reply) => {
        const session = sessions.get(request.params.id);
        if (!session) return page(reply, 404, notFoundPage());
        const r = session.request;
        if (session.payment) {
          const p = session.payment;
          return page(
            reply,
            409,
            resultPage(
              'Paiement déjà traité',
              `Cette demande a déjà reçu la réponse ${p.code} (${describeErrorCode(p.code)}).`,
              p.returnUrl ? withQuery(p.returnUrl, p.signed) : null,
            ),
          );
        }
        const body = request.body ?? {};
        const at = now();
        let code: string;
        let card: { number: string; expiry: string } | null = null;
        if (body.action === 'annuler') {
          code = CANCEL_CODE;
        } else if (at.getTime() - session.createdAt.getTime() > PAGE_TIMEOUT_MS) {
          code = PAGE_TIMEOUT_CODE;
        } else {
          const check = checkCard({ number: body.number, expiry: body.expiry, cvv: body.cvv }, at);
          if (!check.ok) {
            return page(
              reply,
              422,
              cardFormPage({
                sessionId: session.id,
                amountCents: r.amountCents,
                reference: r.reference,
                email: r.email,
                site: r.merchant.site,
                error: check.error,
                values: { number: body.number, expiry: body.expiry },
              }),
            );
          }
          card = { number: check.card.number, expiry: check.expiry };
          code = /^\d{5}$/.test(r.fields.PBX_ERRORCODETEST ?? '') ? (r.fields.PBX_ERRORCODETEST as string) : check.code;
        }
        const { vars, signatureName } = answerVariables(r.retour, r, code, card, at);
        const signed = signResponse(vars, signatureName, privateKey);
        const returnUrl =
          code === '00000'
            ? r.fields.PBX_EFFECTUE
            : code === CANCEL_CODE
              ? r.fields.PBX_ANNULE
              : code === '99999'
                ? r.fields.PBX_ATTENTE
                : r.fields.PBX_REFUSE;
        const payment: Payment = {
          id: crypto.randomBytes(8).toString('hex'),
          sessionId: session.id,
          reference: r.reference,
          amountCents: r.amountCents,
          code,
          at,
          signed,
          returnUrl: returnUrl ?? null,
          ipnUrl: r.fields.PBX_REPONDRE_A ?? null,
          ipnMethod: (r.fields.PBX_RUF1 ?? '').toUpperCase() === 'POST' ? 'POST' : 'GET',
          ipn: { status: 'skipped', attempts: 0 },
        };
        session.payment = payment;
        payments.set(payment.id, payment);
        forget();
        const skip = options.skipIpn || body.noIpn === '1' || body.noIpn === 'on';
        if (!skip) await sendIpn(payment);
        if (!payment.returnUrl) {
          return page(
            reply,
            200,
            resultPage(code === '00000' ? 'Paiement accepté' : 'Paiement non effectué', describeErrorCode(code), null),
          );
        }
        return reply.redirect(withQuery(payment.returnUrl, signed), 303);
      },
    );

    ui.get('/sandbox/payments', async (_request, reply) =>
      page(
        reply,
        200,
        paymentsPage(
          [...payments.values()].reverse().map((p) => ({
            id: p.id,
            reference: p.reference,
            amountCents: p.amountCents,
            code: p.code,
            at: p.at,
            returnUrl: p.returnUrl,
            ipn: `${p.ipn.status}${p.ipn.httpStatus ? ` (${p.ipn.httpStatus})` : ''}${p.ipn.error ? ` : ${p.ipn.error}` : ''}`,
          })),
        ),
      ),
    );
    ui.get('/sandbox/payments.json', async () => ({
      payments: [...payments.values()].reverse().map((p) => ({
        ...p,
        at: p.at.toISOString(),
        returnUrl: p.returnUrl ? withQuery(p.returnUrl, p.signed) : null,
      })),
    }));
    // Replays: the browser return (same signed URL again) and the IPN.
    ui.get<{ Params: { id: string } }>('/sandbox/payments/:id/return', async (request, reply) => {
      const p = payments.get(request.params.id);
      if (!p || !p.returnUrl) return page(reply, 404, notFoundPage());
      return reply.redirect(withQuery(p.returnUrl, p.signed), 303);
    });
    ui.post<{ Params: { id: string } }>('/sandbox/payments/:id/ipn', async (request, reply) => {
      const p = payments.get(request.params.id);
      if (!p) return page(reply, 404, notFoundPage());
      await sendIpn(p);
      if ((request.headers.accept ?? '').includes('application/json')) return reply.send({ ipn: p.ipn });
      return reply.redirect('/sandbox/payments', 303);
    });
    ui.get('/health', async () => ({ status: 'ok', sandbox: true }));
  });

  return app;
}
