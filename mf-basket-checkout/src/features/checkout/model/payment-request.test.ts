import { line } from '../../basket/model/test-lines';
import { buildPaymentRequest, newTransactionRef } from './payment-request';

describe('buildPaymentRequest', () => {
  it('carries the total, the e-mail, the lines and the promo labels', () => {
    const lines = [line({ nid: 1, price: 16, couponPrice: 20, counter: 2 }), line({ nid: 2, price: 2.5 })];
    expect(
      buildPaymentRequest({
        lines,
        promoCodes: [{ label: 'ETE20', articles: '10', percentage: 20 }],
        email: 'a@b.fr',
        snacking: false,
        transactionRef: 'WEB1',
      }),
    ).toEqual({
      total: 34.5,
      email: 'a@b.fr',
      transactionRef: 'WEB1',
      SUMMARIZE: 'summarize',
      type: 'ACTIVITY',
      lines,
      promoCodes: ['ETE20'],
    });
    expect(
      buildPaymentRequest({
        lines,
        promoCodes: [],
        email: 'a@b.fr',
        snacking: false,
        transactionRef: 'WEB1',
        returnOrigin: 'http://localhost:3005',
      }).returnOrigin,
    ).toBe('http://localhost:3005');
  });
  it('is a SUBSCRIPTION payment when a line is a subscription or the club, snaking for snacking', () => {
    const base = { promoCodes: [], email: 'a@b.fr', transactionRef: 'R' };
    expect(
      buildPaymentRequest({ ...base, lines: [line({ nid: 1 }), line({ nid: 2, abo: true })], snacking: false }).type,
    ).toBe('SUBSCRIPTION');
    expect(buildPaymentRequest({ ...base, lines: [line({ nid: 1, type: 8 })], snacking: false }).type).toBe(
      'SUBSCRIPTION',
    );
    expect(
      buildPaymentRequest({ ...base, lines: [line({ nid: 1, ZONE: 1, TABLE: 2 })], snacking: true }).SUMMARIZE,
    ).toBe('snaking');
  });
});

describe("a table's payment", () => {
  it("carries the codes of the table's lines alone (the basket page's payment, every stored code)", () => {
    const codes = [
      { label: 'KART10', articles: '10', percentage: 10 },
      { label: 'COCA50', articles: '301', percentage: 50 },
    ];
    const table = [line({ nid: 't1', ZONE: 1, TABLE: 1, id: 301, price: 2, couponPrice: 4 })];
    const base = { promoCodes: codes, email: 'a@b.fr', transactionRef: 'R' };
    expect(buildPaymentRequest({ ...base, lines: table, snacking: true }).promoCodes).toEqual(['COCA50']);
    expect(buildPaymentRequest({ ...base, lines: [line({ nid: 1 })], snacking: false }).promoCodes).toEqual([
      'KART10',
      'COCA50',
    ]);
  });
});

describe('newTransactionRef', () => {
  it('is WEB + the UTC time + 6 random characters', () => {
    expect(newTransactionRef(new Date('2026-03-29T01:30:05Z'), () => 0.5)).toBe('WEB20260329013005I00000');
    expect(newTransactionRef(new Date('2026-03-29T01:30:05Z'), () => 0)).toBe('WEB20260329013005000000');
  });
});
