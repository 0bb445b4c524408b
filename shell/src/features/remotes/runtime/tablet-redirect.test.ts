import { SNACKING_ADDRESS_KEY, tabletRedirect } from './tablet-redirect';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === SNACKING_ADDRESS_KEY ? value : null) });

describe('tabletRedirect', () => {
  it("sends /activites to the tablet's table at once", () => {
    expect(tabletRedirect('/activites', storing('"/activites/13/1/2/snaking"'))).toBe('/activites/13/1/2/snaking');
    expect(tabletRedirect('/activites/', storing('"/activites/13/9/1/2/snaking"'))).toBe('/activites/13/9/1/2/snaking');
  });

  it('leaves every other case to the page', () => {
    expect(tabletRedirect('/activites/1', storing('"/activites/13/1/2/snaking"'))).toBeNull();
    expect(tabletRedirect('/activites', storing('"/"'))).toBeNull();
    expect(tabletRedirect('/activites', storing(null))).toBeNull();
    expect(tabletRedirect('/activites', storing('{ broken'))).toBeNull();
    expect(tabletRedirect('/activites', storing('42'))).toBeNull();
    expect(tabletRedirect('/activites', storing('"//evil.example/activites/1/2/3/snaking"'))).toBeNull();
    expect(tabletRedirect('/activites', storing('"/panier"'))).toBeNull();
    expect(tabletRedirect('/activites', null)).toBeNull();
  });
});
