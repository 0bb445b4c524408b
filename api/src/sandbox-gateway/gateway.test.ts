import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from './gateway';
import { checkCard } from './cards';
import {
  buildPayboxRequest,
  computeHmac,
  fieldsToObject,
  PBX_RETOUR,
  verifyResponse,
  type FieldList,
} from '../features/payment/paybox-protocol';

const KEY = '0123456789ABCDEF'.repeat(8);
const merchant = { site: '1999888', rang: '32', identifiant: '107904482', hmacKey: KEY };
const publicKey = fs.readFileSync(path.join(__dirname, 'keys', 'sandbox-test-only-public.pem'), 'utf8');

function encode(fields: FieldList): string {
  return fields.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
}

describe('sandbox gateway', () => {
  let gateway: FastifyInstance;
  let receiver: FastifyInstance;
  let receiverUrl: string;
  const received: Array<{ method: string; raw: string }> = [];

  beforeAll(async () => {
    receiver = Fastify();
    receiver.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    receiver.all('/ipn', async (request) => {
      const url = request.raw.url ?? '';
      received.push({
        method: request.method,
        raw: request.method === 'POST' ? String(request.body) : url.slice(url.indexOf('?') + 1),
      });
      return '';
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const address = receiver.server.address();
    receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ipn`;
    gateway = await buildGateway({ merchants: [merchant] });
  });
  afterAll(async () => {
    await gateway.close();
    await receiver.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  function form(reference: string, extra: Partial<Record<'ruf1' | 'errorTest', string>> = {}): FieldList {
    const fields = buildPayboxRequest({
      merchant,
      amountCents: 4299,
      reference,
      email: 'client@example.fr',
      time: new Date(),
      urls: {
        effectue: 'http://site.test/ok',
        refuse: 'http://site.test/ko',
        annule: 'http://site.test/annule',
        repondreA: receiverUrl,
      },
    });
    if (extra.ruf1 || extra.errorTest) {
      // Extra fields must be signed too: rebuild the HMAC over the new list.
      const base = fields.slice(0, -1);
      if (extra.ruf1) base.push(['PBX_RUF1', extra.ruf1]);
      if (extra.errorTest) base.push(['PBX_ERRORCODETEST', extra.errorTest]);
      return [...base, ['PBX_HMAC', computeHmac(base, KEY)]];
    }
    return fields;
  }

  async function openSession(fields: FieldList): Promise<string> {
    const res = await gateway.inject({
      method: 'POST',
      url: '/cgi/MYchoix_pagepaiement.cgi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(fields),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('42,99 €');
    const m = /action="\/cgi\/sandbox\/pay\/([0-9a-f]+)"/.exec(res.body);
    expect(m).not.toBeNull();
    return m![1] as string;
  }

  async function pay(session: string, card: Record<string, string>) {
    return gateway.inject({
      method: 'POST',
      url: `/cgi/sandbox/pay/${session}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(card).toString(),
    });
  }

  it('accepts a well-signed form, then a paid card: signed IPN (GET) then 303 to PBX_EFFECTUE', async () => {
    const session = await openSession(form('REF-OK-1'));
    const res = await pay(session, { number: '1111 2222 3333 4444', expiry: '12/39', cvv: '123', action: 'payer' });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith('http://site.test/ok?Mt=4299&Ref=REF-OK-1&Auto=')).toBe(true);
    const query = location.slice(location.indexOf('?') + 1);
    expect(verifyResponse(query, publicKey)).toMatchObject({
      ok: true,
      vars: { Mt: '4299', Ref: 'REF-OK-1', Erreur: '00000' },
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.raw).toBe(query);
    expect(PBX_RETOUR.endsWith('Sign:K')).toBe(true);
  });

  it('refuses a refused card with 00021, without an authorisation number, to PBX_REFUSE', async () => {
    const session = await openSession(form('REF-KO-1'));
    const res = await pay(session, { number: '4000000000000002', expiry: '12/39', cvv: '123', action: 'payer' });
    const location = String(res.headers.location);
    expect(location.startsWith('http://site.test/ko?Mt=4299&Ref=REF-KO-1&Erreur=00021&Sign=')).toBe(true);
    expect(verifyResponse(location.split('?')[1] as string, publicKey).ok).toBe(true);
  });

  it('cancels with 00117 to PBX_ANNULE; a second submission of the same page is refused', async () => {
    const session = await openSession(form('REF-CANCEL'));
    const res = await pay(session, { action: 'annuler' });
    expect(String(res.headers.location)).toMatch(
      /^http:\/\/site\.test\/annule\?Mt=4299&Ref=REF-CANCEL&Erreur=00117&Sign=/,
    );
    const again = await pay(session, { number: '1111222233334444', expiry: '12/39', cvv: '123', action: 'payer' });
    expect(again.statusCode).toBe(409);
  });

  it('can skip the IPN (ne pas notifier), send it by POST (PBX_RUF1), and replay both', async () => {
    const s1 = await openSession(form('REF-NOIPN'));
    await pay(s1, { number: '1111222233334444', expiry: '12/39', cvv: '123', action: 'payer', noIpn: '1' });
    expect(received).toHaveLength(0);
    const list = (await gateway.inject({ method: 'GET', url: '/sandbox/payments.json' })).json() as {
      payments: Array<{ id: string; reference: string; returnUrl: string; ipn: { status: string } }>;
    };
    const p = list.payments.find((x) => x.reference === 'REF-NOIPN');
    expect(p?.ipn.status).toBe('skipped');
    const replay = await gateway.inject({ method: 'GET', url: `/sandbox/payments/${p!.id}/return` });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(p!.returnUrl);
    const ipn = await gateway.inject({
      method: 'POST',
      url: `/sandbox/payments/${p!.id}/ipn`,
      headers: { accept: 'application/json' },
    });
    expect(ipn.json()).toMatchObject({ ipn: { status: 'sent', httpStatus: 200 } });
    expect(received).toHaveLength(1);

    received.length = 0;
    const s2 = await openSession(form('REF-POST', { ruf1: 'POST' }));
    await pay(s2, { number: '1111222233334444', expiry: '12/39', cvv: '123', action: 'payer' });
    expect(received[0]?.method).toBe('POST');
    expect(verifyResponse(received[0]!.raw, publicKey).ok).toBe(true);
  });

  it('forces the answer with PBX_ERRORCODETEST', async () => {
    const session = await openSession(form('REF-FORCED', { errorTest: '00151' }));
    const res = await pay(session, { number: '1111222233334444', expiry: '12/39', cvv: '123', action: 'payer' });
    expect(String(res.headers.location)).toContain('Erreur=00151');
  });

  it('shows the card form again with a French error for a bad card, without answering', async () => {
    const session = await openSession(form('REF-BADCARD'));
    const res = await pay(session, { number: '1234', expiry: '12/39', cvv: '123', action: 'payer' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Numéro de carte invalide.');
    expect(received).toHaveLength(0);
  });

  it('shows a French error page for a bad HMAC, a missing field, an unknown merchant', async () => {
    const fields = form('REF-BAD');
    const tampered = fields.map(([n, v]): [string, string] => [n, n === 'PBX_TOTAL' ? '100' : v]);
    const bad = await gateway.inject({
      method: 'POST',
      url: '/cgi/MYchoix_pagepaiement.cgi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(tampered),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('la signature PBX_HMAC est invalide');

    const reordered = [fields[1]!, fields[0]!, ...fields.slice(2)];
    const r2 = await gateway.inject({
      method: 'POST',
      url: '/cgi/MYchoix_pagepaiement.cgi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(reordered),
    });
    expect(r2.statusCode).toBe(400);

    const missing = fields.filter(([n]) => n !== 'PBX_PORTEUR');
    const r3 = await gateway.inject({
      method: 'POST',
      url: '/cgi/MYchoix_pagepaiement.cgi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(missing),
    });
    expect(r3.body).toContain('Le champ obligatoire PBX_PORTEUR est absent.');

    const other = fields.map(([n, v]): [string, string] => [n, n === 'PBX_SITE' ? '1234567' : v]);
    const r4 = await gateway.inject({
      method: 'POST',
      url: '/cgi/MYchoix_pagepaiement.cgi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(other),
    });
    expect(r4.body).toContain('Accès refusé');
  });

  it('checks the card form', () => {
    const now = new Date('2026-03-29T01:30:00Z');
    expect(checkCard({ number: '1111222233334444', expiry: '03/26', cvv: '123' }, now)).toMatchObject({
      ok: true,
      code: '00000',
      expiry: '2603',
    });
    expect(checkCard({ number: '1111222233334444', expiry: '02/26', cvv: '123' }, now)).toMatchObject({ ok: false });
    expect(checkCard({ number: '1111222233334444', expiry: '13/30', cvv: '123' }, now)).toMatchObject({ ok: false });
    expect(checkCard({ number: '1111222233334444', expiry: '12/30', cvv: '12' }, now)).toMatchObject({
      ok: false,
      error: 'Cryptogramme visuel invalide.',
    });
    expect(checkCard({ number: '5555555555554444', expiry: '12/30', cvv: '123' }, now)).toMatchObject({ ok: false });
  });

  it('keeps the posted order: the body object from the API posts in HMAC order', () => {
    const fields = form('REF-ORDER');
    expect(Object.entries(fieldsToObject(fields))).toEqual(fields);
  });
});
