import { line } from '../../basket/model/test-lines';
import { barcodesOf, bookingPayloads, buyerOf, mailPayload, salesPayload } from './settlement-payloads';

const buyer = { idClient: 42, email: 'c@x.fr', fullName: 'Camille Durand', mobilePhone: '0612345678' };
const lines = [
  line({
    nid: 1,
    pid: 'a',
    id: 10,
    idTariff: 100,
    price: 20,
    couponPrice: 25,
    counter: 3,
    description: 'KARTING',
    idPlanning: 5,
    select: '2026-03-29T10:00:00+02:00',
    day: '29/03/2026',
    houre: '10:00',
  }),
  line({ nid: 2, pid: 'a', id: 11, idTariff: 101, price: 5, counter: 3, description: 'ÉQUIPEMENT', idPlanning: 5 }),
  line({ nid: 3, pid: 'b', id: 20, price: 12, counter: 2, description: 'DUO', idPlanning: 6, idPlanningPack: [6, 7] }),
  line({ nid: 4, pid: 'c', id: 30, price: 50, counter: 1, description: 'CLUB', type: 8 }),
];

describe('buyerOf', () => {
  it('takes the signed-in user, or the tickets e-mail of an anonymous buyer', () => {
    expect(buyerOf(null, 'anon@x.fr', 7)).toEqual({
      idClient: 7,
      email: 'anon@x.fr',
      fullName: 'anon@x.fr',
      mobilePhone: null,
    });
  });
});

describe('salesPayload', () => {
  it('lists the articles with the reference and the card payment of the total', () => {
    const p = salesPayload('R1', lines, buyer);
    expect(p.reference).toBe('R1');
    expect(p.idClient).toBe(42);
    expect(p.articles[0]).toEqual({
      id: 10,
      idTariff: 100,
      price: 20,
      internetValidity: null,
      internet: true,
      accessStart: null,
      accessEnd: null,
      name: 'KARTING',
      qty: 3,
      date: '2026-03-29T10:00:00+02:00',
    });
    expect(p.payments).toEqual([{ value: 149, id: 1 }]);
  });
});

describe('bookingPayloads', () => {
  it('books each slot once, a group counting its participants once, pack slots included', () => {
    const b = bookingPayloads('R1', lines, buyer);
    expect(b.map((x) => [x.idPlanning, x.body.qty, x.body.notes])).toEqual([
      [5, 3, 'KARTING, ÉQUIPEMENT'],
      [6, 2, 'DUO'],
      [7, 2, 'DUO'],
    ]);
    expect(b[0]?.body).toMatchObject({
      reference: 'R1',
      idClient: 42,
      idPlanning: 5,
      isPaid: true,
      email: 'c@x.fr',
      fullName: 'Camille Durand',
    });
  });
});

describe('mailPayload', () => {
  it('describes the order in Paris time', () => {
    const m = mailPayload({
      reference: 'R1',
      lines,
      buyer,
      snacking: false,
      now: new Date('2026-10-25T01:30:00Z'),
      qrcodes: ['Q1'],
      idTicket: 9,
    });
    expect(m).toMatchObject({
      reference: 'R1',
      type: 'summarize',
      commandNumber: 9,
      date: '25/10/2026 02:30',
      price: 149,
      qrcodes: ['Q1'],
    });
    expect(m.subject).toBe('Confirmation de votre réservation');
    expect(
      mailPayload({ reference: 'R', lines, buyer, snacking: true, now: new Date(), qrcodes: [], idTicket: null })
        .commandNumber,
    ).toBe('R');
  });
});

describe('barcodesOf', () => {
  it('reads salesV2 and sales answers', () => {
    expect(barcodesOf({ idTicket: 1, sales: [{ barcodeList: ['A', 'B'] }, { barcodeList: ['C'] }] })).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(barcodesOf({ activatedBarCodes: ['X'] })).toEqual(['X']);
    expect(barcodesOf(null)).toEqual([]);
  });
});
