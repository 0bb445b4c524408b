import type { BasketLine } from 'shared-events';
import {
  DRINK_COUNTER,
  DRINKS_TITLE,
  ExtrasError,
  buildExtraLines,
  countsFromLines,
  extrasTotal,
  groupByCategory,
  offeredExtras,
} from './extras';

const articles = [
  { id: 231, name: 'CHAUSSETTES ANTIDÉRAPANTES', category: 'ACCESSOIRE', onSale: true },
  { id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true },
  { id: 312, name: 'PRESSION BLONDE 50 CL', category: 'BIÈRE', onSale: true },
  { id: 321, name: 'PLANCHE CHARCUTERIE', category: 'PLANCHE APÉRO À PARTAGER', onSale: true },
  { id: 323, name: 'PLANCHE MIXTE', category: 'PLANCHE APÉRO À PARTAGER', onSale: true },
  { id: 324, name: 'NACHOS GRATINÉS', category: 'PLANCHE APÉRO À PARTAGER', onSale: false },
];
const accessories = [
  { aid: 9, name: 'Planche mixte', article: 323 },
  { aid: 9, name: 'Coca-Cola 33 cl', article: 301 },
  { aid: 9, name: 'Planche charcuterie', article: 321 },
  { aid: 9, name: 'Nachos', article: 324 },
  { aid: 2, name: 'Chaussettes antidérapantes', article: 231 },
];
const tariff = (idArticle: number, price: number) => [
  { id: idArticle * 10, idArticle, price, name: 'Normal', isDefault: true },
];
const tariffs = new Map([
  [231, tariff(231, 6)],
  [301, tariff(301, 3.5)],
  [312, tariff(312, 7)],
  [321, tariff(321, 16)],
  [323, tariff(323, 19)],
  [324, tariff(324, 9.5)],
]);

describe('the extras a formula offers', () => {
  it('takes the related accessories then the activity’s, once each, on sale, named as the activity names them', () => {
    const extras = offeredExtras({
      formula: { aid: 9, relatedAccessoires: '323, 312,301' },
      accessories,
      articles,
      tariffs,
    });
    expect(extras.map((e) => [e.article, e.name, e.category])).toEqual([
      [323, 'Planche mixte', 'PLANCHE APÉRO À PARTAGER'],
      [312, 'PRESSION BLONDE 50 CL', 'BIÈRE'],
      [301, 'Coca-Cola 33 cl', 'SOFT'],
      [321, 'Planche charcuterie', 'PLANCHE APÉRO À PARTAGER'],
    ]);
    // A booking's recap offers the formula's own accessories only.
    const own = offeredExtras({
      formula: { aid: 9, relatedAccessoires: '312' },
      accessories,
      articles,
      tariffs,
      withActivity: false,
    });
    expect(own.map((e) => e.article)).toEqual([312]);
    // Without a tariff an extra cannot be sold: left out.
    const noTariff = offeredExtras({
      formula: { aid: 9, relatedAccessoires: '' },
      accessories,
      articles,
      tariffs: new Map(),
    });
    expect(noTariff).toEqual([]);
  });

  it('groups them by category: SOFT, BIÈRE, PLANCHE APÉRO À PARTAGER first, then the others', () => {
    const extras = offeredExtras({
      formula: { aid: 9, relatedAccessoires: '231,323,312,301' },
      accessories,
      articles,
      tariffs,
    });
    expect(groupByCategory(extras).map((g) => [g.category, g.extras.map((e) => e.article)])).toEqual([
      ['SOFT', [301]],
      ['BIÈRE', [312]],
      ['PLANCHE APÉRO À PARTAGER', [323, 321]],
      ['ACCESSOIRE', [231]],
    ]);
    expect(DRINKS_TITLE).toBe('FAITES-VOUS PLAISIR !');
  });
});

describe('the lines of the extras', () => {
  const extras = offeredExtras({ formula: { aid: 9, relatedAccessoires: '231' }, accessories, articles, tariffs });
  const main = {
    nid: 'm',
    pid: 'grp',
    aid: 9,
    oid: 12,
    fid: 20,
    id: 181,
    idTariff: 1,
    price: 29,
    counter: 4,
    type: 2,
    description: 'SOIRÉE BOWLING & KARAOKÉ',
    idPlanning: 77,
    idRoom: 20,
    select: '2026-12-04T20:00:00+01:00',
    day: '04/12/2026',
    houre: '20:00',
    end: '2026-12-05T00:00:00+01:00',
    color: '#0EA5E9',
    spectateurs: 0,
    complet: false,
  } as BasketLine;
  let n = 0;
  const newId = () => `x${++n}`;

  it('adds one line per extra with a count above 0, in the booking’s group and type, without a slot', () => {
    const lines = buildExtraLines({ main, extras, counts: { 301: 3, 323: 0, 231: 2 }, bounds: DRINK_COUNTER, newId });
    expect(lines.map((l) => [l.id, l.idTariff, l.counter, l.price, l.type, l.pid, l.idPlanning, l.extra])).toEqual([
      [231, 2310, 2, 6, 2, 'grp', null, 'accessory'],
      [301, 3010, 3, 3.5, 2, 'grp', null, 'drink'],
    ]);
    expect(lines[1]).toMatchObject({ day: '04/12/2026', houre: '20:00', subDescription: 'SOIRÉE BOWLING & KARAOKÉ' });
    expect(buildExtraLines({ main, extras, counts: {}, bounds: DRINK_COUNTER, newId })).toEqual([]);
    expect(extrasTotal(extras, { 301: 3, 231: 2 })).toBe(22.5);
  });

  it('refuses counts below 0, above the bound or not whole', () => {
    expect(() => buildExtraLines({ main, extras, counts: { 301: -1 }, bounds: DRINK_COUNTER, newId })).toThrow(
      new ExtrasError('Quantité invalide : Coca-Cola 33 cl'),
    );
    expect(() => buildExtraLines({ main, extras, counts: { 301: 1.5 }, bounds: DRINK_COUNTER, newId })).toThrow(
      'Quantité invalide',
    );
    expect(() => buildExtraLines({ main, extras, counts: { 231: 5 }, bounds: { min: 0, max: 4 }, newId })).toThrow(
      'CHAUSSETTES ANTIDÉRAPANTES : 4 au plus.',
    );
  });

  it('reads back the counts of an edited group (the pencil)', () => {
    const lines = [main, ...buildExtraLines({ main, extras, counts: { 301: 3 }, bounds: DRINK_COUNTER, newId })];
    expect(countsFromLines(extras, lines, main)).toEqual({ 231: 0, 301: 3, 323: 0, 321: 0 });
  });
});
