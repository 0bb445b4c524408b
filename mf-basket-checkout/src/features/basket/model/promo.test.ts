import type { PromoCode } from '../../../shared/platform/types';
import { addPromoCode, applyPromoCodes, discountedPrice, PROMO_ALREADY_APPLIED } from './promo';
import { line } from './test-lines';

const SUMMER: PromoCode = { label: 'ETE20', articles: '10, 12', percentage: 20 };
const THIRD: PromoCode = { label: 'TIERS', articles: '10,11', percentage: 33 };

describe('discountedPrice', () => {
  it('takes the percentage off the unit price, to the cent', () => {
    expect(discountedPrice(20, 20)).toBe(16);
    expect(discountedPrice(12.5, 33)).toBe(8.38); // 837.5 cents rounds half up
    expect(discountedPrice(9.99, 10)).toBe(8.99); // 899.1 cents
    expect(discountedPrice(10, 150)).toBe(0);
    expect(discountedPrice(10, -5)).toBe(10);
  });
});

describe('addPromoCode', () => {
  const lines = [
    line({ nid: 1, id: 10, price: 20 }),
    line({ nid: 2, id: 11, price: 15 }),
    line({ nid: 3, id: 12, price: 12.5, counter: 2 }),
  ];
  it('applies a code only to its articles and keeps the original price', () => {
    const result = addPromoCode(lines, [], SUMMER);
    if (!result.ok) throw new Error(result.message);
    expect(result.lines.map((l) => [l.price, l.couponPrice ?? null])).toEqual([
      [16, 20],
      [15, null],
      [10, 12.5],
    ]);
    expect(result.promoCodes).toEqual([SUMMER]);
  });
  it('applies at most one discount per line', () => {
    const first = addPromoCode(lines, [], SUMMER);
    if (!first.ok) throw new Error(first.message);
    const second = addPromoCode(first.lines, first.promoCodes, THIRD);
    if (!second.ok) throw new Error(second.message);
    expect(second.lines.map((l) => l.price)).toEqual([16, 10.05, 10]);
    expect(second.lines[0]?.couponPrice).toBe(20);
  });
  it('refuses a code already applied, whatever its case', () => {
    expect(addPromoCode(lines, [SUMMER], { ...SUMMER, label: ' ete20 ' })).toEqual({
      ok: false,
      message: PROMO_ALREADY_APPLIED,
    });
  });
});

describe('applyPromoCodes', () => {
  it('discounts lines added after the code and is idempotent', () => {
    const once = applyPromoCodes([line({ nid: 1, id: 10, price: 20 }), line({ nid: 2, id: 13, price: 5 })], [SUMMER]);
    expect(once.map((l) => l.price)).toEqual([16, 5]);
    expect(applyPromoCodes(once, [SUMMER])).toEqual(once);
  });
});
