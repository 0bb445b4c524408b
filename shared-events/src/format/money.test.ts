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

  it('refuses non-numbers', () => {
    expect(() => formatMoney(Number.NaN)).toThrow('Montant invalide');
  });
});
