import fc from 'fast-check';
import { formatVatRate, htFromTtcCents, invoiceAmounts, InvoiceAmountsError, type AmountLine } from './invoice-amounts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const paid = (lines: AmountLine[]) => sum(lines.map((l) => l.qty * l.unitTtcCents));

describe('the amounts of an invoice', () => {
  it('derives HT from the TTC paid, per rate, half up', () => {
    expect(htFromTtcCents(1750, 20)).toBe(1458); // 14,5833…
    expect(htFromTtcCents(5025, 20)).toBe(4188); // 4187,5 → up
    expect(htFromTtcCents(1, 20)).toBe(1); // 0,83…
    expect(htFromTtcCents(0, 20)).toBe(0);
    expect(htFromTtcCents(1055, 5.5)).toBe(1000);
  });

  it('300 tickets at 17,50 €: 4 375,00 € HT and 875,00 € VAT, not 300 × 14,58 €', () => {
    const amounts = invoiceAmounts([{ qty: 300, unitTtcCents: 1750, vatRate: 20 }], 525_000);
    expect(amounts.lines).toEqual([{ vatRate: 20, unitHtCents: 1458, htCents: 437_500, ttcCents: 525_000 }]);
    expect(amounts.rates).toEqual([{ vatRate: 20, htCents: 437_500, vatCents: 87_500, ttcCents: 525_000 }]);
  });

  it('gives the cents the lines’ rounding left to the largest remainders, so that the lines add up', () => {
    // Three lines of 0,01 €: 0,0083… HT each; the rate's 0,03 € → 0,03 € HT (0,025 half up), no VAT.
    const cents = invoiceAmounts(
      [1, 2, 3].map(() => ({ qty: 1, unitTtcCents: 1, vatRate: 20 })),
      3,
    );
    expect(cents.lines.map((l) => l.htCents)).toEqual([1, 1, 1]);
    expect(cents.rates[0]).toEqual({ vatRate: 20, htCents: 3, vatCents: 0, ttcCents: 3 });
    const two = invoiceAmounts(
      [
        { qty: 1, unitTtcCents: 1750, vatRate: 20 },
        { qty: 1, unitTtcCents: 1750, vatRate: 20 },
      ],
      3500,
    );
    // 14,5833… each, 29,1666… → 29,17: the first line takes the cent.
    expect(two.lines.map((l) => l.htCents)).toEqual([1459, 1458]);
    expect(two.htCents).toBe(2917);
  });

  it('keeps each rate apart, highest first', () => {
    const amounts = invoiceAmounts(
      [
        { qty: 2, unitTtcCents: 550, vatRate: 5.5 },
        { qty: 1, unitTtcCents: 1200, vatRate: 20 },
        { qty: 1, unitTtcCents: 330, vatRate: 10 },
      ],
      2630,
    );
    expect(amounts.rates).toEqual([
      { vatRate: 20, htCents: 1000, vatCents: 200, ttcCents: 1200 },
      { vatRate: 10, htCents: 300, vatCents: 30, ttcCents: 330 },
      { vatRate: 5.5, htCents: 1043, vatCents: 57, ttcCents: 1100 },
    ]);
    expect(formatVatRate(5.5)).toBe('5,5 %');
  });

  it('refuses lines that do not add up to what was paid, and impossible lines', () => {
    expect(() => invoiceAmounts([{ qty: 1, unitTtcCents: 1750, vatRate: 20 }], 1700)).toThrow(InvoiceAmountsError);
    expect(() => invoiceAmounts([{ qty: 0, unitTtcCents: 1750, vatRate: 20 }], 0)).toThrow(InvoiceAmountsError);
    expect(() => invoiceAmounts([{ qty: 1, unitTtcCents: 17.5, vatRate: 20 }], 17.5)).toThrow(InvoiceAmountsError);
    expect(() => invoiceAmounts([{ qty: 1, unitTtcCents: 100, vatRate: 5.555 }], 100)).toThrow(InvoiceAmountsError);
  });

  it('always: TTC is what was paid, HT + VAT = TTC per rate, the lines add up, each within a cent', () => {
    const lineArb = fc.record({
      qty: fc.integer({ min: 1, max: 300 }),
      unitTtcCents: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 200_000 })),
      vatRate: fc.constantFrom(20, 10, 5.5, 2.1),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 50 }), (lines) => {
        const total = paid(lines);
        const amounts = invoiceAmounts(lines, total);
        expect(amounts.ttcCents).toBe(total);
        expect(amounts.htCents + amounts.vatCents).toBe(total);
        expect(sum(amounts.rates.map((r) => r.ttcCents))).toBe(total);
        for (const rate of amounts.rates) {
          const mine = amounts.lines.filter((l) => l.vatRate === rate.vatRate);
          expect(rate.htCents + rate.vatCents).toBe(rate.ttcCents);
          expect(rate.htCents).toBe(htFromTtcCents(rate.ttcCents, rate.vatRate));
          expect(rate.vatCents).toBeGreaterThanOrEqual(0);
          expect(sum(mine.map((l) => l.htCents))).toBe(rate.htCents);
          expect(sum(mine.map((l) => l.ttcCents))).toBe(rate.ttcCents);
        }
        lines.forEach((l, i) => {
          const exact = (l.qty * l.unitTtcCents) / (1 + l.vatRate / 100);
          expect(Math.abs(amounts.lines[i]!.htCents - exact)).toBeLessThan(1);
          expect(Math.abs(amounts.lines[i]!.unitHtCents - l.unitTtcCents / (1 + l.vatRate / 100))).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
          expect(amounts.lines[i]!.ttcCents).toBe(l.qty * l.unitTtcCents);
        });
      }),
      { numRuns: 500 },
    );
  });
});
