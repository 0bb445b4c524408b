import {
  assertTotalMatches,
  centsToEuros,
  discountedUnitCents,
  eurosToCents,
  formatEuros,
  holdQuantities,
  lineSlotIds,
  priceLines,
  PricingError,
  promoIsValid,
  type PricingInput,
  type PromoRow,
} from './pricing';

// A fixed clock on the spring DST change in Paris (02:00 -> 03:00 on 29 March 2026).
const NOW = new Date('2026-03-29T01:30:00Z');

const base: Omit<PricingInput, 'lines' | 'promoCodes'> = {
  articles: [
    { id: 1, name: 'Karting 10 min' },
    { id: 2, name: 'Trampoline 1 h' },
    { id: 3, name: 'Chaussettes' },
  ],
  tariffs: [
    { id: 10, articleId: 1, priceCents: 1850, name: 'Base', isDefault: true, position: 0 },
    { id: 11, articleId: 1, priceCents: 2350, name: 'Avec équipement', isDefault: false, position: 1 },
    { id: 20, articleId: 2, priceCents: 1250, name: 'Base', isDefault: false, position: 0 },
    { id: 30, articleId: 3, priceCents: 600, name: 'Base', isDefault: true, position: 0 },
  ],
  promos: [
    {
      label: 'PRINTEMPS15',
      percentage: 15,
      articles: '1,2',
      validFrom: new Date('2026-03-01T00:00:00Z'),
      validUntil: new Date('2026-03-31T22:00:00Z'),
      active: true,
    },
    { label: 'TRAMPO50', percentage: 50, articles: '2', validFrom: null, validUntil: null, active: true },
    {
      label: 'OLD',
      percentage: 10,
      articles: '1',
      validFrom: null,
      validUntil: new Date('2026-03-29T01:29:59Z'),
      active: true,
    },
    { label: 'OFF', percentage: 10, articles: '1', validFrom: null, validUntil: null, active: false },
  ],
  now: NOW,
};

function expectPricingError(fn: () => unknown, code: string, message?: RegExp): void {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PricingError);
    expect((err as PricingError).code).toBe(code);
    if (message) expect((err as PricingError).message).toMatch(message);
    return;
  }
  throw new Error('expected a PricingError');
}

describe('priceLines', () => {
  it('prices every line from its tariff, ignoring the price the browser sent', () => {
    const r = priceLines({
      ...base,
      promoCodes: [],
      lines: [
        { id: 1, idTariff: 11, counter: 2, price: 0.01 },
        { id: 2, idTarif: 20, counter: 3, price: 1 },
        { id: 3, counter: 1 },
      ],
    });
    expect(r.lines.map((l) => [l.unitCents, l.finalUnitCents, l.totalCents])).toEqual([
      [2350, 2350, 4700],
      [1250, 1250, 3750],
      [600, 600, 600],
    ]);
    expect(r.totalCents).toBe(9050);
    expect(r.lines[2]?.idTariff).toBe(30);
  });

  it('applies a promo code once per line, on the listed articles only, rounding the unit price half up', () => {
    const r = priceLines({
      ...base,
      promoCodes: ['printemps15'],
      lines: [
        { id: 2, idTariff: 20, counter: 2 },
        { id: 1, idTariff: 10, counter: 1 },
        { id: 3, idTariff: 30, counter: 1 },
      ],
    });
    // 12,50 x 0,85 = 10,625 -> 10,63 ; 18,50 x 0,85 = 15,725 -> 15,73
    expect(r.lines.map((l) => [l.finalUnitCents, l.promoCode])).toEqual([
      [1063, 'PRINTEMPS15'],
      [1573, 'PRINTEMPS15'],
      [600, null],
    ]);
    expect(r.totalCents).toBe(1063 * 2 + 1573 + 600);
    expect(r.promoCodes).toEqual(['PRINTEMPS15']);
  });

  it('never stacks two codes on one line: the first applied code that lists the article wins', () => {
    const r = priceLines({
      ...base,
      promoCodes: ['PRINTEMPS15', 'TRAMPO50', 'trampo50'],
      lines: [{ id: 2, idTariff: 20, counter: 1 }],
    });
    expect(r.lines[0]?.finalUnitCents).toBe(1063);
    expect(r.promoCodes).toEqual(['PRINTEMPS15', 'TRAMPO50']);
    const r2 = priceLines({
      ...base,
      promoCodes: ['TRAMPO50', 'PRINTEMPS15'],
      lines: [{ id: 2, idTariff: 20, counter: 1 }],
    });
    expect(r2.lines[0]?.finalUnitCents).toBe(625);
  });

  it('refuses unknown, expired, not yet valid or inactive codes', () => {
    const lines = [{ id: 1, idTariff: 10, counter: 1 }];
    expectPricingError(
      () => priceLines({ ...base, promoCodes: ['NOPE'], lines }),
      'PROMO_INVALID',
      /^Code promo n'est pas valide\./,
    );
    expectPricingError(() => priceLines({ ...base, promoCodes: ['OLD'], lines }), 'PROMO_INVALID');
    expectPricingError(() => priceLines({ ...base, promoCodes: ['OFF'], lines }), 'PROMO_INVALID');
    expectPricingError(
      () => priceLines({ ...base, now: new Date('2026-02-28T23:00:00Z'), promoCodes: ['PRINTEMPS15'], lines }),
      'PROMO_INVALID',
    );
  });

  it('refuses a tariff of another article (tampering), unknown articles, bad quantities, an empty basket', () => {
    expectPricingError(
      () => priceLines({ ...base, promoCodes: [], lines: [{ id: 3, idTariff: 10, counter: 1 }] }),
      'TARIFF_MISMATCH',
      /tarif 10 ne correspond pas à l'article « Chaussettes »/,
    );
    expectPricingError(
      () => priceLines({ ...base, promoCodes: [], lines: [{ id: 1, idTariff: 999, counter: 1 }] }),
      'TARIFF_MISMATCH',
    );
    expectPricingError(
      () => priceLines({ ...base, promoCodes: [], lines: [{ id: 42, counter: 1 }] }),
      'UNKNOWN_ARTICLE',
    );
    expectPricingError(() => priceLines({ ...base, promoCodes: [], lines: [{ id: 1, counter: 0 }] }), 'BAD_QUANTITY');
    expectPricingError(() => priceLines({ ...base, promoCodes: [], lines: [{ id: 1, counter: 1.5 }] }), 'BAD_QUANTITY');
    expectPricingError(
      () => priceLines({ ...base, promoCodes: [], lines: [] }),
      'EMPTY_BASKET',
      /^Votre panier est vide\./,
    );
  });

  it('keeps the client fields of a line and its slots', () => {
    const r = priceLines({
      ...base,
      promoCodes: [],
      lines: [
        {
          id: 1,
          idTariff: 10,
          counter: 2,
          idPlanning: '7',
          pid: 'g1',
          description: 'Karting',
          idPlanningPack: [8, '9'],
        },
      ],
    });
    expect(r.lines[0]).toMatchObject({
      idPlanning: 7,
      slotIds: [7, 8, 9],
      client: { pid: 'g1', description: 'Karting' },
    });
  });
});

describe('money helpers', () => {
  it('converts euros and cents without float drift', () => {
    expect(eurosToCents(12.5)).toBe(1250);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(10.63 * 2 + 15.73 + 6)).toBe(4299);
    expect(centsToEuros(1250)).toBe(12.5);
    expect(formatEuros(1250)).toBe('12,50 €');
    expect(formatEuros(5)).toBe('0,05 €');
  });

  it('discounts a unit price', () => {
    expect(discountedUnitCents(1250, 15)).toBe(1063);
    expect(discountedUnitCents(1250, 100)).toBe(0);
    expect(discountedUnitCents(999, 0)).toBe(999);
  });

  it('checks promo validity on the boundaries', () => {
    const p: PromoRow = { label: 'X', percentage: 10, articles: '', validFrom: NOW, validUntil: NOW, active: true };
    expect(promoIsValid(p, NOW)).toBe(true);
    expect(promoIsValid(p, new Date(NOW.getTime() + 1))).toBe(false);
    expect(promoIsValid({ ...p, percentage: 0 }, NOW)).toBe(false);
  });
});

describe('assertTotalMatches', () => {
  it('accepts the exact total and refuses any difference, even one cent', () => {
    expect(() => assertTotalMatches(42.99, 4299)).not.toThrow();
    expectPricingError(() => assertTotalMatches(42.98, 4299), 'TOTAL_MISMATCH', /42,98 €.*42,99 €/);
    expectPricingError(() => assertTotalMatches(Number.NaN, 4299), 'TOTAL_MISMATCH');
  });
});

describe('holdQuantities', () => {
  it('counts a group (activity + equipment + wristband lines) once per slot and sums groups', () => {
    const q = holdQuantities([
      { counter: 4, slotIds: [5], pid: 'a' },
      { counter: 4, slotIds: [5], pid: 'a' },
      { counter: 2, slotIds: [5], pid: 'a' },
      { counter: 3, slotIds: [5, 6], pid: 'b' },
      { counter: 1, slotIds: [], pid: 'c' },
      { counter: 2, slotIds: [6] },
      { counter: 2, slotIds: [6] },
    ]);
    expect([...q.entries()].sort()).toEqual([
      [5, 7],
      [6, 7],
    ]);
  });

  it('reads the slots of a line', () => {
    expect(lineSlotIds({ id: 1, counter: 1, idPlanning: null, idPlanningPack: '3, 4,x' })).toEqual([3, 4]);
    expect(lineSlotIds({ id: 1, counter: 1, idPlanning: 0 })).toEqual([]);
  });
});
