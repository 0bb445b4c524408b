import { formatMoney, roundEuros } from './money';

describe('formatMoney', () => {
  it('writes euros with a comma and two decimals', () => {
    expect(formatMoney(12.5)).toBe('12,50 €');
    expect(formatMoney(0)).toBe('0,00 €');
    expect(formatMoney(6)).toBe('6,00 €');
    expect(formatMoney(2.5)).toBe('2,50 €');
    expect(formatMoney(1234.5)).toBe('1 234,50 €');
  });

  it('rounds to the cent without binary drift', () => {
    expect(roundEuros(1.005)).toBe(1.01);
    expect(roundEuros(0.1 + 0.2)).toBe(0.3);
    expect(formatMoney(10 * 0.9 * 3)).toBe('27,00 €');
    expect(formatMoney(-0.001)).toBe('0,00 €');
  });

  it('refuses non-numbers and amounts beyond any price', () => {
    expect(() => formatMoney(Number.NaN)).toThrow('Montant invalide');
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow('Montant invalide');
    expect(() => formatMoney(1e20)).toThrow('Montant invalide');
  });

  it('writes what the fr-FR number formatter writes, its group separator a plain space', () => {
    const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const expected = (value: number) => `${intl.format(roundEuros(value) + 0).replace(/[\u202f\u00a0]/g, ' ')} €`;
    const values = [
      0, 0.01, 0.1, 0.5, 0.994, 0.995, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 12345.678, 1e6, 123456789.01,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647; // the same numbers on every run
      values.push((seed % 10_000_000) / 1000);
    }
    for (const value of [...values, ...values.map((v) => -v)])
      expect([value, formatMoney(value)]).toEqual([value, expected(value)]);
    expect(formatMoney(-1234.5)).toBe('-1 234,50 €');
  });
});
