import fs from 'node:fs';
import path from 'node:path';

// The script index.html runs in its <head> (tablet-redirect.head.js), run here on a fake window.
const source = fs.readFileSync(path.join(__dirname, 'tablet-redirect.head.js'), 'utf8');

/** Where the head script sends a page at `pathname` with that stored value (null: it stays). */
function redirectOf(pathname: string, stored: string | null, storage: 'ok' | 'disabled' = 'ok'): string | null {
  let replaced: string | null = null;
  const win = {
    document: { documentElement: { style: { visibility: '' } } },
    location: { pathname, replace: (to: string) => (replaced = to) },
    get localStorage() {
      if (storage === 'disabled') throw new Error('SecurityError');
      return { getItem: (key: string) => (key === 'park.snackingAddress.v1' ? stored : null) };
    },
  };
  new Function('window', source)(win);
  return replaced;
}

describe("the paired tablet's redirect, in the page's head", () => {
  it("sends /activites to the tablet's table at once", () => {
    expect(redirectOf('/activites', '"/activites/13/1/2/snaking"')).toBe('/activites/13/1/2/snaking');
    expect(redirectOf('/activites/', '" /activites/13/9/1/2/snaking "')).toBe('/activites/13/9/1/2/snaking');
  });

  it('leaves every other case to the page', () => {
    expect(redirectOf('/activites/1', '"/activites/13/1/2/snaking"')).toBeNull();
    expect(redirectOf('/activites', '"/"')).toBeNull();
    expect(redirectOf('/activites', null)).toBeNull();
    expect(redirectOf('/activites', '{ broken')).toBeNull();
    expect(redirectOf('/activites', '42')).toBeNull();
    expect(redirectOf('/activites', '"//evil.example/activites/1/2/3/snaking"')).toBeNull();
    expect(redirectOf('/activites', '"/panier"')).toBeNull();
    expect(redirectOf('/activites', '"/activites/13/1/2/snaking"', 'disabled')).toBeNull();
  });
});
