import { isCatalogId, sameId } from './ids';

describe('isCatalogId', () => {
  it('accepts the ids the API knows: whole numbers from 1 to 2 147 483 647, in plain digits', () => {
    for (const id of ['1', '13', '45', '2147483647']) expect(isCatalogId(id)).toBe(true);
  });
  it('refuses what names no catalogue entry (the API would answer 400)', () => {
    for (const id of [undefined, '', 'abc', '0', '-1', '1.5', '1e3', '01', ' 1', '1 ', '2147483648', '99999999999']) {
      expect(isCatalogId(id)).toBe(false);
    }
  });
});

describe('sameId', () => {
  it('compares a route param with an API id as text', () => {
    expect(sameId('7', 7)).toBe(true);
    expect(sameId('07', 7)).toBe(false);
    expect(sameId('', '')).toBe(false);
  });
});
