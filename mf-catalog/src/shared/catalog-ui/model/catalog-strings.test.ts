import { parseCatalogStrings } from './catalog-strings';

describe('parseCatalogStrings', () => {
  it('reads string_1 (above) and string_2 (below) from JSON text', () => {
    expect(parseCatalogStrings('{"string_1":" Dès 7 ans ","string_2":"Casque fourni"}')).toEqual({
      above: 'Dès 7 ans',
      below: 'Casque fourni',
    });
  });
  it('accepts an already parsed object', () => {
    expect(parseCatalogStrings({ string_2: 'Bas' })).toEqual({ above: null, below: 'Bas' });
  });
  it.each([null, undefined, '', '   ', 'not json', '[1,2]', '"texte"', '{"string_1": 5}', '{"string_1":"  "}'])(
    'gives no text for %p',
    (raw) => {
      expect(parseCatalogStrings(raw as string | null | undefined)).toEqual({ above: null, below: null });
    },
  );
});
