import type { Formula } from '../../../shared/catalog-data/model/types';
import { formulaPath, visibleFormulas } from './formulas';

const formula = (
  fid: number,
  oid: number,
  article: Formula['article'],
  code: Formula['code'] = null,
  sort: number | null = null,
): Formula => ({
  fid,
  oid,
  aid: 1,
  name: `F${fid}`,
  article,
  code,
  sort,
  color: null,
  image: null,
  date: null,
  rooms: null,
  relatedAccessoires: null,
  relatedPack: null,
  strings: null,
});

describe('visibleFormulas', () => {
  it('keeps the formulas of the offer that sell an article, in order', () => {
    const list = [formula(1, 4, 100, null, 2), formula(2, 4, null), formula(3, 4, 101, null, 1), formula(4, 5, 102)];
    expect(visibleFormulas(list, '4').map((f) => f.fid)).toEqual([3, 1]);
  });
});

describe('formulaPath', () => {
  it('goes to the calendar by default', () => {
    expect(formulaPath('1', '4', formula(7, 4, 100))).toBe('/activites/1/4/7/calendar');
    expect(formulaPath(1, 4, formula(7, 4, 100, 'birthday'))).toBe('/activites/1/4/7/calendar');
  });
  it('goes to the first pack calendar for the duo pack', () => {
    expect(formulaPath('1', '4', formula(7, 4, 100, 'duo-pack'))).toBe('/activites/1/4/7/pack/0/calendar');
  });
  it('goes to the subscription recap keyed by the article for subscriptions', () => {
    expect(formulaPath('1', '4', formula(7, 4, 321, 'subscription'))).toBe('/activites/1/4/7/321/reservation');
  });
});
