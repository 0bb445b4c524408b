import { basketTotals, lineOriginalTotal, lineTotal } from './totals';
import { line } from './test-lines';

describe('basketTotals', () => {
  it('sums unit price × counter, VAT 20 % of the total, in cents', () => {
    const lines = [
      line({ nid: 1, price: 0.1, counter: 3 }),
      line({ nid: 2, price: 16, couponPrice: 20, counter: 2 }),
      line({ nid: 3, price: 12.5, counter: 1 }),
    ];
    expect(basketTotals(lines)).toEqual({ total: 44.8, vat: 7.47, original: 52.8, discount: 8 });
    expect(lineTotal(lines[1]!)).toBe(32);
    expect(lineOriginalTotal(lines[1]!)).toBe(40);
  });
  it('is zero for an empty basket', () => {
    expect(basketTotals([])).toEqual({ total: 0, vat: 0, original: 0, discount: 0 });
  });
  it('rounds the VAT to the cent', () => {
    expect(basketTotals([line({ nid: 1, price: 0.33, counter: 1 })]).vat).toBe(0.05);
  });
});
