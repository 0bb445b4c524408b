import { isPromoUsable, normaliseLabel, type PromoCodeRow } from './rules';

const code = (over: Partial<PromoCodeRow> = {}): PromoCodeRow => ({
  label: 'BIENVENUE10',
  percentage: 10,
  articles: '101,111',
  validFrom: null,
  validUntil: null,
  active: true,
  ...over,
});
const now = new Date('2026-03-29T10:00:00+02:00');

describe('promo code rules', () => {
  it('compares labels trimmed and case-insensitively', () => {
    expect(normaliseLabel('  Bienvenue10 ')).toBe('bienvenue10');
  });

  it('accepts an active code without dates', () => {
    expect(isPromoUsable(code(), now)).toBe(true);
  });

  it('refuses a disabled code and a code with an impossible percentage', () => {
    expect(isPromoUsable(code({ active: false }), now)).toBe(false);
    expect(isPromoUsable(code({ percentage: 0 }), now)).toBe(false);
    expect(isPromoUsable(code({ percentage: 120 }), now)).toBe(false);
  });

  it('honours the validity window, bounds included', () => {
    expect(isPromoUsable(code({ validUntil: new Date('2024-12-31T23:59:59+01:00') }), now)).toBe(false);
    expect(isPromoUsable(code({ validFrom: new Date('2026-04-01T00:00:00+02:00') }), now)).toBe(false);
    expect(isPromoUsable(code({ validFrom: now, validUntil: now }), now)).toBe(true);
  });
});
