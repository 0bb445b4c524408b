import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildPayboxRequest,
  computeHmac,
  describeErrorCode,
  fieldsToObject,
  formatPayboxTime,
  formatTotal,
  hmacEquals,
  hmacMessage,
  outcomeOfErrorCode,
  parseFormEncoded,
  parseRetour,
  PBX_RETOUR,
  signResponse,
  verifyResponse,
  type FieldList,
} from './paybox-protocol';

const TEST_KEY = '0123456789ABCDEF'.repeat(8);
const keysDir = path.resolve(__dirname, '..', '..', 'sandbox-gateway', 'keys');
const sandboxPrivate = fs.readFileSync(path.join(keysDir, 'sandbox-test-only-private.pem'), 'utf8');
const sandboxPublic = fs.readFileSync(path.join(keysDir, 'sandbox-test-only-public.pem'), 'utf8');

describe('PBX_HMAC', () => {
  it('matches the public test vector (omnipay-paybox)', () => {
    const fields: FieldList = [
      ['PBX_SITE', '1999888'],
      ['PBX_RANG', '32'],
      ['PBX_IDENTIFIANT', '107904482'],
      ['PBX_TOTAL', '1000'],
      ['PBX_DEVISE', '978'],
      ['PBX_CMD', 'TEST zyxwv'],
      ['PBX_PORTEUR', 'test@paybox.com'],
      ['PBX_RETOUR', 'Mt:M;Ref:R;Auto:A;Erreur:E'],
      ['PBX_TIME', '2014-12-01T00:00:00+00:00'],
    ];
    expect(hmacMessage(fields)).toBe(
      'PBX_SITE=1999888&PBX_RANG=32&PBX_IDENTIFIANT=107904482&PBX_TOTAL=1000&PBX_DEVISE=978&PBX_CMD=TEST zyxwv&PBX_PORTEUR=test@paybox.com&PBX_RETOUR=Mt:M;Ref:R;Auto:A;Erreur:E&PBX_TIME=2014-12-01T00:00:00+00:00',
    );
    expect(computeHmac(fields, TEST_KEY)).toBe(
      '7D15A9C93C4B1A3E11427C35A4CE539CD146182A8EE9E2964E82AA99385007D8B08823272399B384E037F53DEA5008F66F37011FEF44CD65A8B4D964FB55FD10',
    );
  });

  it('ignores PBX_HMAC itself and depends on field order', () => {
    const a: FieldList = [
      ['PBX_SITE', '1'],
      ['PBX_RANG', '2'],
    ];
    const b: FieldList = [
      ['PBX_RANG', '2'],
      ['PBX_SITE', '1'],
    ];
    expect(computeHmac([...a, ['PBX_HMAC', 'x']], TEST_KEY)).toBe(computeHmac(a, TEST_KEY));
    expect(computeHmac(a, TEST_KEY)).not.toBe(computeHmac(b, TEST_KEY));
  });

  it('refuses a key that is not 128 hex characters', () => {
    expect(() => computeHmac([['A', 'b']], 'abc')).toThrow(/128/);
  });

  it('compares HMACs case-insensitively', () => {
    expect(hmacEquals('ABCD', 'abcd')).toBe(true);
    expect(hmacEquals('ABCD', 'ABCE')).toBe(false);
    expect(hmacEquals('ABCD', 'ABC')).toBe(false);
  });
});

describe('request form', () => {
  const merchant = { site: '1999888', rang: '32', identifiant: '107904482', hmacKey: TEST_KEY };

  it('posts the mandatory fields in order, PBX_HMAC last and valid', () => {
    const fields = buildPayboxRequest({
      merchant,
      amountCents: 5,
      reference: 'PK-1',
      email: 'a@b.fr',
      time: new Date('2026-03-29T01:30:00.123Z'),
      urls: { effectue: 'https://site/e', repondreA: 'https://api/ipn' },
      shoppingCart: '<x/>',
    });
    const names = fields.map(([n]) => n);
    expect(names.slice(0, 10)).toEqual([
      'PBX_SITE',
      'PBX_RANG',
      'PBX_IDENTIFIANT',
      'PBX_TOTAL',
      'PBX_DEVISE',
      'PBX_CMD',
      'PBX_PORTEUR',
      'PBX_RETOUR',
      'PBX_HASH',
      'PBX_TIME',
    ]);
    expect(names.at(-1)).toBe('PBX_HMAC');
    const body = fieldsToObject(fields);
    expect(Object.keys(body)).toEqual(names);
    expect(body.PBX_TOTAL).toBe('005');
    expect(body.PBX_RETOUR).toBe(PBX_RETOUR);
    expect(body.PBX_TIME).toBe('2026-03-29T01:30:00+00:00');
    expect(body.PBX_HMAC).toBe(computeHmac(fields.slice(0, -1), TEST_KEY));
  });

  it('formats totals as integer cents with at least three digits', () => {
    expect(formatTotal(1)).toBe('001');
    expect(formatTotal(1250)).toBe('1250');
    expect(() => formatTotal(0)).toThrow();
    expect(() => formatTotal(12.5)).toThrow();
  });

  it('formats PBX_TIME in ISO 8601', () => {
    expect(formatPayboxTime(new Date('2014-12-01T00:00:00Z'))).toBe('2014-12-01T00:00:00+00:00');
  });

  it('parses a form body keeping order and decoding + and %XX', () => {
    expect(parseFormEncoded('B=1&A=a+b%26c&C=')).toEqual([
      ['B', '1'],
      ['A', 'a b&c'],
      ['C', ''],
    ]);
  });

  it('parses PBX_RETOUR', () => {
    expect(parseRetour(PBX_RETOUR)).toEqual([
      ['Mt', 'M'],
      ['Ref', 'R'],
      ['Auto', 'A'],
      ['Erreur', 'E'],
      ['Sign', 'K'],
    ]);
    expect(() => parseRetour('Mt:MM')).toThrow();
  });
});

describe('answer signature (RSA-SHA1)', () => {
  const vars: FieldList = [
    ['Mt', '1250'],
    ['Ref', 'PK-1 é&x'],
    ['Auto', 'XXXXXX'],
    ['Erreur', '00000'],
  ];

  it('verifies what the sandbox key signed, on the raw string', () => {
    const raw = signResponse(vars, 'Sign', sandboxPrivate);
    expect(raw).toMatch(/^Mt=1250&Ref=PK-1%20%C3%A9%26x&Auto=XXXXXX&Erreur=00000&Sign=/);
    const result = verifyResponse(raw, sandboxPublic);
    expect(result).toEqual({ ok: true, vars: { Mt: '1250', Ref: 'PK-1 é&x', Auto: 'XXXXXX', Erreur: '00000' } });
  });

  it('accepts K as the signature name too', () => {
    expect(verifyResponse(signResponse(vars, 'K', sandboxPrivate), sandboxPublic).ok).toBe(true);
  });

  it('refuses a tampered amount, a missing, truncated or foreign signature', () => {
    const raw = signResponse(vars, 'Sign', sandboxPrivate);
    expect(verifyResponse(raw.replace('Mt=1250', 'Mt=1'), sandboxPublic)).toEqual({
      ok: false,
      reason: 'signature invalide',
    });
    expect(verifyResponse('Mt=1250&Ref=x', sandboxPublic).ok).toBe(false);
    expect(verifyResponse(raw.slice(0, -10), sandboxPublic).ok).toBe(false);
    expect(verifyResponse(`${raw}&extra=1`, sandboxPublic).ok).toBe(false);
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(verifyResponse(signResponse(vars, 'Sign', other.privateKey), sandboxPublic).ok).toBe(false);
  });

  it('verifies a signature whose base64 is not URL-encoded (only the last &Sign= counts)', () => {
    const data = 'Mt=1250&Ref=A&Sign=fake';
    const sig = crypto.sign('sha1', Buffer.from(data), sandboxPrivate).toString('base64');
    expect(verifyResponse(`${data}&Sign=${encodeURIComponent(sig)}`, sandboxPublic).ok).toBe(true);
  });
});

describe('error codes', () => {
  it('maps codes to outcomes and French meanings', () => {
    expect(outcomeOfErrorCode('00000')).toBe('paid');
    expect(outcomeOfErrorCode('00117')).toBe('cancelled');
    expect(outcomeOfErrorCode('00021')).toBe('refused');
    expect(outcomeOfErrorCode('00151')).toBe('refused');
    expect(outcomeOfErrorCode('99999')).toBe('pending');
    expect(describeErrorCode('00151')).toBe('Provision insuffisante');
    expect(describeErrorCode('00177')).toBe("Paiement refusé par l'émetteur de la carte");
    expect(describeErrorCode('12345')).toBe('Erreur de paiement inconnue');
  });
});
