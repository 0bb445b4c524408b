import {
  articlesOf,
  groupByCategory,
  idParam,
  onSaleNow,
  productsOf,
  tablePath,
  toProducts,
  unitPrice,
} from './products';
import type { Article } from './types';

const a = (id: number, name: string, category: string, onSale = true): Article => ({ id, name, category, onSale });

describe('snacking products', () => {
  const articles = [
    a(1, 'ORANGINA 25 CL', 'SOFT'),
    a(2, 'COCA-COLA 33 CL', 'SOFT'),
    a(3, 'BIÈRE PRESSION 25 CL', 'BIÈRE'),
    a(4, 'PLANCHE MIXTE', 'Planche apéro à partager'),
    a(5, 'LIMONADE', 'SOFT', false),
    a(6, 'KARTING 10 MIN', 'KARTING'),
  ];

  it('keeps articles on sale of a category, sorted by name, whatever the case', () => {
    expect(productsOf(articles, 'SOFT').map((x) => x.id)).toEqual([2, 1]);
    expect(productsOf(articles, 'PLANCHE APÉRO À PARTAGER').map((x) => x.id)).toEqual([4]);
    expect(productsOf(articles, 'DESSERT')).toEqual([]);
  });

  it('keeps a whole category apart, and shows what the latest reading has on sale, both ways', () => {
    expect(articlesOf(articles, 'soft').map((x) => x.id)).toEqual([2, 5, 1]);
    const products = articlesOf(articles, 'SOFT').map((article) => ({ article, price: 3 }));
    // Before the first reading: as loaded.
    expect(onSaleNow(products, null).map((p) => p.article.id)).toEqual([2, 1]);
    // Coca switched off, lemonade switched back on.
    expect(onSaleNow(products, new Set([1, 5])).map((p) => p.article.id)).toEqual([5, 1]);
  });

  it('groups by the three bar categories in order, leaving other articles out', () => {
    const groups = groupByCategory(articles);
    expect(groups.map((g) => [g.category, g.articles.map((x) => x.id)])).toEqual([
      ['SOFT', [2, 1]],
      ['BIÈRE', [3]],
      ['PLANCHE APÉRO À PARTAGER', [4]],
    ]);
  });

  it('prices with the default tariff, else the first, else none', () => {
    const t = (id: number, price: number, isDefault: boolean) => ({ id, idArticle: 1, price, name: '', isDefault });
    expect(unitPrice([t(1, 3, false), t(2, 3.5, true)])).toBe(3.5);
    expect(unitPrice([t(1, 3, false), t(2, 4, false)])).toBe(3);
    expect(unitPrice([])).toBeNull();
  });

  it('leaves out a product the server has no price for', () => {
    const tariffs = new Map([[2, [{ id: 9, idArticle: 2, price: 3.5, name: '', isDefault: true }]]]);
    expect(toProducts([articles[0]!, articles[1]!], tariffs)).toEqual([{ article: articles[1], price: 3.5 }]);
  });

  it('builds table addresses and reads ids from the route', () => {
    expect(tablePath(13, 2, 7)).toBe('/activites/13/2/7/snaking');
    expect(idParam('7')).toBe(7);
    expect(idParam('0')).toBeNull();
    expect(idParam('7a')).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});
