import { emptyBasket } from 'shared-events';
import type { BasketState, PromoCode } from '../../../shared/platform/types';
import {
  applyPromoToShown,
  deleteShownLine,
  normaliseStoredLines,
  promoCodesFor,
  withoutPaidLines,
} from './stored-basket';
import { line } from './test-lines';

const NOW = new Date('2026-11-23T10:00:00+01:00');
// A visitor's basket: an activity booking, then an order at table 1 and one at table 2 (zone 1).
const karting = line({ nid: 'k1', id: 10, price: 25, idPlanning: 501, select: '2026-11-24T15:00:00+01:00' });
const table1 = line({ nid: 's1', ZONE: 1, TABLE: 1, id: 301, price: 3.5, description: 'COCA' });
const table2 = line({ nid: 's2', ZONE: 1, TABLE: 2, id: 302, price: 5, description: 'BIÈRE' });
const past = line({ nid: 'old', select: '2020-01-01T10:00:00+01:00', description: 'PASSÉ' });
const kartingCode: PromoCode = { label: 'KART10', articles: '10', percentage: 10 };
const cocaCode: PromoCode = { label: 'COCA50', articles: '301', percentage: 50 };
const basket = (lines = [karting, table1, table2], promoCodes: PromoCode[] = []): BasketState => ({
  lines,
  promoCodes,
  validated: false,
});
const nids = (lines: Array<{ nid: string }>) => lines.map((l) => l.nid);
const TABLE_1 = { zone: '1', table: '1' };

describe('normaliseStoredLines', () => {
  it("at a table, keeps every other line in the store and prices that table's lines alone", () => {
    const stored = normaliseStoredLines(basket([karting, table1, table2], [kartingCode, cocaCode]), TABLE_1, NOW);
    expect(nids(stored)).toEqual(['k1', 's1', 's2']);
    expect(stored[1]).toMatchObject({ price: 1.75, couponPrice: 3.5 });
    // The activity booking is left as it was stored (its code is priced on its own page).
    expect(stored[0]).toBe(karting);
    expect(stored[2]).toBe(table2);
  });

  it('at a table, still drops past lines wherever they are', () => {
    expect(nids(normaliseStoredLines(basket([past, karting, table1, table2]), TABLE_1, NOW))).toEqual([
      'k1',
      's1',
      's2',
    ]);
  });

  it("outside snacking, removes the snacking lines and keeps the activity line (a table's page opened before)", () => {
    const state = basket([karting, table1, table2, past], [kartingCode]);
    const atTable = normaliseStoredLines(state, TABLE_1, NOW);
    const stored = normaliseStoredLines({ ...state, lines: atTable }, null, NOW);
    expect(nids(stored)).toEqual(['k1']);
    expect(stored[0]).toMatchObject({ price: 22.5, couponPrice: 25 });
  });
});

describe('deleteShownLine', () => {
  it("deletes a table's line (or its group) among that table's lines, the other lines stay", () => {
    // Another line of the same group at another table is not this page's to delete.
    const sameGroup = line({ nid: 's3', pid: table1.pid, ZONE: 1, TABLE: 2 });
    expect(nids(deleteShownLine([karting, table1, table2, sameGroup], TABLE_1, 's1'))).toEqual(['k1', 's2', 's3']);
  });
});

describe('applyPromoToShown', () => {
  it("applies a code entered at a table to that table's lines alone", () => {
    const both: PromoCode = { label: 'ALL', articles: '10,301,302', percentage: 10 };
    const lines = applyPromoToShown([karting, table1, table2], TABLE_1, both);
    expect(lines[0]).toBe(karting);
    expect(lines[1]).toMatchObject({ price: 3.15, couponPrice: 3.5 });
    expect(lines[2]).toBe(table2);
  });
});

describe('promoCodesFor', () => {
  it('keeps the codes that apply to the lines', () => {
    expect(promoCodesFor([table1], [kartingCode, cocaCode])).toEqual([cocaCode]);
  });
});

describe('withoutPaidLines', () => {
  it("clears table 1's paid line and its own code; the activity line, table 2's and their codes stay", () => {
    const state = { ...basket([karting, table1, table2], [kartingCode, cocaCode]), validated: true };
    const next = withoutPaidLines(state, [table1]);
    expect(nids(next.lines)).toEqual(['k1', 's2']);
    expect(next.promoCodes).toEqual([kartingCode]);
    expect(next.lines[0]).toBe(karting);
    // Once everything is paid the basket is empty, codes and flag too, as the basket page's payment always left it.
    expect(withoutPaidLines(next, [karting, table2])).toEqual(emptyBasket);
  });

  it('keeps a code that also applies to a line left', () => {
    const both: PromoCode = { label: 'BOTH', articles: '10,301', percentage: 10 };
    expect(withoutPaidLines(basket([karting, table1], [both]), [table1]).promoCodes).toEqual([both]);
  });

  it('changes nothing when the paid lines are gone already', () => {
    const state = basket([karting, table2], [kartingCode]);
    expect(withoutPaidLines(state, [table1])).toBe(state);
  });
});
