import type { BasketLine } from 'shared-events';
import { basketSummary } from './basket-summary';

function line(overrides: Partial<BasketLine> & Pick<BasketLine, 'nid'>): BasketLine {
  return {
    pid: 'g',
    aid: 1,
    oid: 5,
    fid: 10,
    id: 100,
    idTariff: 501,
    price: 15,
    counter: 1,
    type: 0,
    description: '1 HEURE DE SAUT',
    subDescription: 'TRAMPOLINES',
    idPlanning: null,
    select: null,
    day: null,
    houre: null,
    end: null,
    idRoom: null,
    color: '#000',
    spectateurs: 0,
    complet: false,
    ...overrides,
  };
}

// Before every line's date in these tests: none of them is past.
const NOW = new Date('2026-03-01T10:00:00Z');

describe('basketSummary', () => {
  it('lists the lines just added with their Paris date and time, counter and total, then the basket', () => {
    // Summer time (UTC+2): 13:30 UTC is 15:30 in Paris.
    const booking = line({ nid: 'b', counter: 3, idPlanning: 77, select: '2026-07-14T13:30:00Z' });
    const equipment = line({
      nid: 'e',
      idTariff: 502,
      price: 2.5,
      counter: 2,
      extra: 'equipment',
      description: 'Équipement',
      subDescription: '1 HEURE DE SAUT',
      select: '2026-07-14T13:30:00Z',
    });
    const earlier = line({ nid: 'x', pid: 'other', price: 9.99, counter: 2 });
    const summary = basketSummary({
      added: [booking, equipment],
      basket: { lines: [earlier, booking, equipment], promoCodes: [] },
      user: null,
      now: NOW,
    });
    expect(summary).toEqual({
      lines: [
        {
          nid: 'b',
          name: '1 HEURE DE SAUT',
          detail: 'TRAMPOLINES',
          when: ['14/07/2026 15:30'],
          counter: 'Participants : 3',
          total: 45,
        },
        // An extra carries the date for the basket but takes no slot: no date here.
        { nid: 'e', name: 'Équipement', detail: '1 HEURE DE SAUT', when: [], counter: 'Quantité : 2', total: 5 },
      ],
      addedTotal: 50,
      basketCount: 3,
      basketTotal: 69.98,
    });
  });

  it('gives each step of a pack with its name, karaoke boxes as the basket counts them', () => {
    const pack = line({
      nid: 'p',
      type: 3,
      counter: 2,
      idPlanning: 1,
      select: '2026-10-25T02:30:00+01:00',
      dates: [
        { name: 'KARTING', day: '25/10/2026', houre: '02:30', idPlanning: 1, select: '2026-10-25T02:30:00+01:00' },
        { name: 'TRAMPOLINE', day: '25/10/2026', houre: '04:00', idPlanning: 2, select: '2026-10-25T03:00:00Z' },
      ],
    });
    const karaoke = line({ nid: 'k', pid: 'k', counter: 2, counterUnit: 'boxes', idPlanning: 3, select: null });
    const summary = basketSummary({
      added: [pack, karaoke],
      basket: { lines: [pack, karaoke], promoCodes: [] },
      user: null,
      now: NOW,
    });
    expect(summary.lines.map((l) => [l.when, l.counter])).toEqual([
      [['KARTING : 25/10/2026 02:30', 'TRAMPOLINE : 25/10/2026 04:00'], 'Participants : 2'],
      [[], 'Box : 2'],
    ]);
  });

  it('prices as the basket does: member prices when the club is flagged, then the promo codes entered', () => {
    const reserved = line({
      nid: 'r',
      counter: 2,
      price: 20,
      listPrice: 20,
      reservedOffer: true,
      memberPercentage: 0,
      idPlanning: 5,
      select: '2026-03-29T10:00:00+02:00',
    });
    const socks = line({ nid: 's', id: 231, price: 6, counter: 2, extra: 'accessory', description: 'Chaussettes' });
    const club = line({ nid: 'c', pid: 'club', id: 211, price: 50, type: 8, familyClub: true, description: 'CLUB' });
    const summary = basketSummary({
      added: [reserved, socks],
      basket: { lines: [club, reserved, socks], promoCodes: [{ label: 'ETE', articles: ' 231 ,999', percentage: 50 }] },
      user: null,
      now: NOW,
    });
    // 20 € − 10 % for a member = 18 € × 2; socks 6 € − 50 % = 3 € × 2.
    expect(summary.lines.map((l) => l.total)).toEqual([36, 6]);
    expect(summary.addedTotal).toBe(42);
    expect(summary).toMatchObject({ basketCount: 3, basketTotal: 92 });
    // A member signed in gets the member price without the club line.
    const member = basketSummary({
      added: [reserved],
      basket: { lines: [reserved], promoCodes: [] },
      user: { clubMember: true },
      now: NOW,
    });
    expect(member.lines[0]!.total).toBe(36);
    // A line already discounted by a code keeps its price.
    const coded = basketSummary({
      added: [socks],
      basket: {
        lines: [{ ...socks, couponPrice: 6, price: 4.8 }],
        promoCodes: [{ label: 'ETE', articles: '231', percentage: 50 }],
      },
      user: null,
      now: NOW,
    });
    expect(coded.lines[0]!.total).toBe(9.6);
  });

  it('leaves a table’s snacking lines out of the basket (the basket page removes them outside the table)', () => {
    const ticket = line({ nid: 't', type: 1, counter: 10, price: 14.4, description: 'BILLET CSE KARTING 10 MIN' });
    const snack = line({ nid: 'n', pid: 'n', price: 3.5, counter: 2, ZONE: 1, TABLE: 2, description: 'COCA' });
    const summary = basketSummary({
      added: [ticket],
      basket: { lines: [snack, ticket], promoCodes: [] },
      user: null,
      now: NOW,
    });
    expect(summary.lines).toEqual([
      {
        nid: 't',
        name: 'BILLET CSE KARTING 10 MIN',
        detail: 'TRAMPOLINES',
        when: [],
        counter: 'Quantité : 10',
        total: 144,
      },
    ]);
    expect(summary).toMatchObject({ addedTotal: 144, basketCount: 1, basketTotal: 144 });
  });

  it('leaves past lines out of the basket’s count and total, as /panier drops them (Paris time)', () => {
    // 14/07/2026 15:30 in Paris; now is 15:45 Paris (13:45 UTC).
    const now = new Date('2026-07-14T13:45:00Z');
    const past = line({ nid: 'p', pid: 'p', price: 12, idPlanning: 70, select: '2026-07-14T15:30:00+02:00' });
    const pastDay = line({ nid: 'd', pid: 'd', price: 7, day: '14/07/2026', houre: '15:00' }); // no select: Paris
    const today = line({ nid: 'a', pid: 'a', price: 30, abo: true, type: 8, day: '14/07/2026' }); // until midnight
    const coming = line({ nid: 'c', counter: 2, idPlanning: 71, select: '2026-07-14T16:00:00+02:00' });
    const summary = basketSummary({
      added: [coming],
      basket: { lines: [past, pastDay, today, coming], promoCodes: [] },
      user: null,
      now,
    });
    expect(summary.lines.map((l) => [l.nid, l.total])).toEqual([['c', 30]]);
    expect(summary).toMatchObject({ addedTotal: 30, basketCount: 2, basketTotal: 60 });
  });
});
