import fs from 'node:fs';
import path from 'node:path';

// The script the tablet's index.html runs in its <head> (paired-tablet.head.js), run here on a fake window.
const source = fs.readFileSync(path.join(__dirname, 'paired-tablet.head.js'), 'utf8');
const PAIRING = JSON.stringify({ token: 't', zone: { id: 1, name: 'BAR' }, table: { id: 2, name: 'TABLE 2' } });

/** Where the head script sends the tablet's page at `pathname` with those stored values (null: it stays). */
function redirectOf(
  pathname: string,
  stored: { pairing?: string | null; address?: string | null },
  storage: 'ok' | 'disabled' = 'ok',
): { to: string | null; hidden: boolean } {
  let to: string | null = null;
  const style = { visibility: '' };
  const win = {
    document: { documentElement: { style } },
    location: { pathname, replace: (address: string) => (to = address) },
    get localStorage() {
      if (storage === 'disabled') throw new Error('SecurityError');
      const values: Record<string, string | null | undefined> = {
        'park.tablet.v1': stored.pairing,
        'park.snackingAddress.v1': stored.address,
      };
      return { getItem: (key: string) => values[key] ?? null };
    },
  };
  new Function('window', source)(win);
  return { to, hidden: style.visibility === 'hidden' };
}

describe("the paired tablet's way to its table, in the pairing screen's head", () => {
  it('sends a paired tablet from its bare address to its table, before anything is painted', () => {
    expect(redirectOf('/', { pairing: PAIRING, address: '"/activites/13/1/2/snaking"' })).toEqual({
      to: '/activites/13/1/2/snaking',
      hidden: true,
    });
    expect(redirectOf('/', { pairing: PAIRING, address: '" /activites/13/9/1/2/snaking "' }).to).toBe(
      '/activites/13/9/1/2/snaking',
    );
  });

  it('leaves an unpaired tablet, another page and every odd value to the pairing screen', () => {
    const address = '"/activites/13/1/2/snaking"';
    expect(redirectOf('/', { address })).toEqual({ to: null, hidden: false }); // not paired
    expect(redirectOf('/', { pairing: 'null', address }).to).toBeNull();
    expect(redirectOf('/snaking', { pairing: PAIRING, address }).to).toBeNull();
    expect(redirectOf('/', { pairing: PAIRING, address: '"/"' }).to).toBeNull();
    expect(redirectOf('/', { pairing: PAIRING }).to).toBeNull();
    expect(redirectOf('/', { pairing: '{ broken', address }).to).toBeNull();
    expect(redirectOf('/', { pairing: PAIRING, address: '"//evil.example/activites/1/2/3/snaking"' }).to).toBeNull();
    expect(redirectOf('/', { pairing: PAIRING, address: '"/panier"' }).to).toBeNull();
    expect(redirectOf('/', { pairing: PAIRING, address }, 'disabled')).toEqual({ to: null, hidden: false });
  });
});
