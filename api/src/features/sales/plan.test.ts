import {
  EARLY_ARRIVAL_MINUTES,
  newTicketCode,
  planSettlement,
  SettlementError,
  vatIncludedCents,
  type SettlementInput,
} from './plan';
import { line } from './test-fixtures';

const now = new Date('2026-10-24T08:00:00Z');
const slotA = { id: 11, startsAt: new Date('2026-10-25T09:00:00Z'), endsAt: new Date('2026-10-25T09:15:00Z') }; // DST day
const slotB = { id: 12, startsAt: new Date('2026-10-25T13:00:00Z'), endsAt: new Date('2026-10-25T14:00:00Z') };

function input(lines: SettlementInput['lines'], extra: Partial<SettlementInput> = {}): SettlementInput {
  return {
    lines,
    amountCents: lines.reduce((s, l) => s + l.totalCents, 0),
    slots: new Map([
      [11, slotA],
      [12, slotB],
    ]),
    articles: new Map([
      [1, { id: 1, name: 'KARTING 10 MIN', category: 'KARTING' }],
      [2, { id: 2, name: 'DUO PACK', category: 'PACK' }],
      [3, { id: 3, name: 'SOFT', category: 'SOFT' }],
      [4, { id: 4, name: 'TRAMPOLINES - ABONNEMENT 1 MOIS', category: 'ABONNEMENT' }],
    ]),
    formulaCodes: new Map(),
    now,
    ...extra,
  };
}

describe('planSettlement', () => {
  it('makes one ticket per person per line, valid from 30 minutes before the slot to its end', () => {
    const plan = planSettlement(
      input([
        line({
          id: 1,
          idTariff: 5,
          counter: 3,
          unitCents: 1750,
          idPlanning: 11,
          slotIds: [11],
          client: { spectateurs: '2', description: 'Ignored: text from the browser' },
          description: 'Kart',
        }),
      ]),
    );
    expect(plan.totalCents).toBe(5250);
    const [l] = plan.lines;
    expect(l).toMatchObject({
      position: 1,
      label: 'KARTING 10 MIN',
      description: 'Kart',
      qty: 3,
      slotId: 11,
      startsAt: slotA.startsAt,
      spectators: 2,
      subscription: null,
    });
    expect(l!.tickets).toHaveLength(3);
    expect(l!.tickets[0]).toEqual({
      slotId: 11,
      validFrom: new Date(slotA.startsAt.getTime() - EARLY_ARRIVAL_MINUTES * 60_000),
      validUntil: slotA.endsAt,
      items: [],
    });
    expect(plan.places).toEqual([{ slotId: 11, qty: 3, notes: null }]);
  });

  it('counts a group (activity + equipment lines, same pid) once per slot, and a pack on each of its slots', () => {
    const plan = planSettlement(
      input([
        line({ id: 1, idTariff: 5, counter: 4, unitCents: 1750, idPlanning: 11, slotIds: [11], client: { pid: 'a' } }),
        line({ id: 1, idTariff: 6, counter: 2, unitCents: 300, idPlanning: 11, slotIds: [11], client: { pid: 'a' } }),
        line({
          id: 2,
          idTariff: 7,
          counter: 2,
          unitCents: 3000,
          idPlanning: 12,
          slotIds: [12, 11],
          client: { pid: 'b' },
        }),
      ]),
    );
    expect(plan.places).toEqual([
      { slotId: 11, qty: 6, notes: null },
      { slotId: 12, qty: 2, notes: null },
    ]);
    const pack = plan.lines[2]!;
    expect(pack.tickets[0]).toMatchObject({
      slotId: 12,
      validFrom: new Date(slotA.startsAt.getTime() - 30 * 60_000),
      validUntil: slotB.endsAt,
    });
  });

  it('gives undated lines a year of validity and subscriptions their period', () => {
    const plan = planSettlement(
      input([
        line({ id: 3, idTariff: 8, counter: 2, unitCents: 350 }),
        line({ id: 4, idTariff: 9, counter: 1, unitCents: 3900, client: { accessStart: '2026-11-02' } }),
      ]),
    );
    expect(plan.lines[0]!.tickets[0]).toEqual({
      slotId: null,
      validFrom: now,
      validUntil: new Date(now.getTime() + 365 * 86_400_000),
      items: [],
    });
    const sub = plan.lines[1]!;
    expect(sub.subscription).toMatchObject({
      kind: 'subscription',
      months: 1,
      start: new Date('2026-11-01T23:00:00Z'),
      end: new Date('2026-12-01T23:00:00Z'),
    });
    expect(sub.tickets[0]).toMatchObject({ validFrom: sub.subscription!.start, validUntil: sub.subscription!.end });
    expect(plan.places).toEqual([]);
  });

  it('keeps the promo price paid and the original price', () => {
    const plan = planSettlement(
      input([
        line({
          id: 1,
          idTariff: 5,
          counter: 2,
          unitCents: 1750,
          finalUnitCents: 1400,
          promoCode: 'X20',
          percentage: 20,
        }),
      ]),
    );
    expect(plan.lines[0]).toMatchObject({ unitPriceCents: 1400, originalUnitPriceCents: 1750, promoCode: 'X20' });
    expect(plan.totalCents).toBe(2800);
  });

  it('refuses inconsistent data: total, unknown article or slot', () => {
    const l = line({ id: 1, idTariff: 5, counter: 1, unitCents: 1750 });
    expect(() => planSettlement(input([l], { amountCents: 1 }))).toThrow(SettlementError);
    expect(() => planSettlement(input([{ ...l, id: 99 }]))).toThrow(/article 99/);
    expect(() => planSettlement(input([{ ...l, slotIds: [77] }]))).toThrow(/slot 77/);
  });
});

describe('ticket codes and VAT', () => {
  it('makes distinct 12-character codes without ambiguous letters', () => {
    const codes = new Set(Array.from({ length: 2000 }, newTicketCode));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });
  it('computes the VAT included at 20 %', () => {
    expect(vatIncludedCents(1200)).toBe(200);
    expect(vatIncludedCents(5025)).toBe(837);
    expect(vatIncludedCents(0)).toBe(0);
    expect(vatIncludedCents(1)).toBe(0);
  });
});
