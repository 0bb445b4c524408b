import { hasArticle } from './has-article';

describe('hasArticle', () => {
  it.each([
    [12, true],
    ['12', true],
    [' 12 ', true],
    [null, false],
    [undefined, false],
    ['', false],
    [' ', false],
    [0, false],
    ['0', false],
    [-3, false],
    [1.5, false],
    [Number.NaN, false],
    ['abc', false],
    ['1e3', false],
  ])('article %p -> %p', (article, expected) => {
    expect(hasArticle({ article })).toBe(expected);
  });

  it('a formula without the field has no article', () => {
    expect(hasArticle({})).toBe(false);
  });
});
