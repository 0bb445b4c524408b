import { basketPathOf, filterForPlace, isSnackingLine, tablePlaceOf } from './basket-place';
import { basketLine as line } from '../testing/basket-line';

describe('filterForPlace', () => {
  const lines = [
    line({ nid: 1 }),
    line({ nid: 2, ZONE: 1, TABLE: 4 }),
    line({ nid: 3, ZONE: 1, TABLE: 5 }),
    line({ nid: 4, ZONE: 2, TABLE: 4 }),
  ];
  it('removes snacking lines outside snacking', () => {
    expect(filterForPlace(lines, null).map((l) => Number(l.nid))).toEqual([1]);
  });
  it('keeps only the current zone and table in snacking', () => {
    expect(filterForPlace(lines, { zone: '1', table: '4' }).map((l) => Number(l.nid))).toEqual([2]);
    expect(filterForPlace(lines, { zone: 1, table: 5 }).map((l) => Number(l.nid))).toEqual([3]);
  });
  it('tells a table order by its ZONE or its TABLE', () => {
    expect([line({ nid: 1 }), line({ nid: 2, ZONE: 3 }), line({ nid: 3, TABLE: 0 })].map(isSnackingLine)).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('tablePlaceOf', () => {
  it("reads the table of a table's basket, menu and menu category", () => {
    expect(tablePlaceOf('/panier/1/4/snaking')).toEqual({ zone: '1', table: '4' });
    expect(tablePlaceOf('/activites/9/1/4/snaking')).toEqual({ zone: '1', table: '4' });
    expect(tablePlaceOf('/activites/9/3/2/7/snaking')).toEqual({ zone: '2', table: '7' });
  });
  it('is null on the other pages', () => {
    for (const path of [
      '/',
      '/panier',
      '/activites',
      '/activites/1/2',
      '/snaking',
      '/bar',
      '/tablette',
      '/summarize',
    ]) {
      expect(tablePlaceOf(path)).toBeNull();
    }
  });
  it('gives the basket page of a place', () => {
    expect(basketPathOf(null)).toBe('/panier');
    expect(basketPathOf({ zone: '1', table: '4' })).toBe('/panier/1/4/snaking');
  });
});
