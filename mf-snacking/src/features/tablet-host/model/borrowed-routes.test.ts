import { isBorrowed, ownerOf, parseRemotes } from './borrowed-routes';

const REMOTES = parseRemotes([
  { name: 'mf_catalog', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/activites', '/activites/:aid'] },
  {
    name: 'mf_basket_checkout',
    manifest: 'http://localhost:3003/mf-manifest.json',
    routes: ['/panier', '/panier/:zone/:table/snaking', '/summarize', '/confirmation'],
  },
  { name: 'mf_snacking', manifest: '/mf-manifest.json', routes: ['/snaking', '/activites/:aid/:room/:table/snaking'] },
  { name: 'bad name', manifest: 'http://x/mf-manifest.json', routes: ['/x'] },
  { name: 'no_manifest', manifest: 'http://x/app.js', routes: ['/x'] },
  { name: 'relative_routes', manifest: '/m.json', routes: ['x'] },
  null,
]);

describe('the pages a tablet borrows from other areas', () => {
  it('keeps the well-formed entries of remotes.json only', () => {
    expect(REMOTES.map((r) => r.name)).toEqual(['mf_catalog', 'mf_basket_checkout', 'mf_snacking']);
    expect(parseRemotes({})).toEqual([]);
  });

  it("borrows the table's basket and the payment return, nothing else", () => {
    expect(isBorrowed('/panier/1/2/snaking')).toBe(true);
    expect(isBorrowed('/confirmation')).toBe(true);
    expect(isBorrowed('/panier')).toBe(false);
    expect(isBorrowed('/summarize')).toBe(false);
    expect(isBorrowed('/activites/13/1/2/snaking')).toBe(false);
  });

  it('finds the area remotes.json gives the page to, never itself', () => {
    expect(ownerOf(REMOTES, '/panier/1/2/snaking', 'mf_snacking')?.name).toBe('mf_basket_checkout');
    expect(ownerOf(REMOTES, '/confirmation', 'mf_snacking')?.manifest).toBe('http://localhost:3003/mf-manifest.json');
    expect(ownerOf(REMOTES, '/snaking', 'mf_snacking')).toBeNull();
    expect(
      ownerOf(
        REMOTES.filter((r) => r.name !== 'mf_basket_checkout'),
        '/confirmation',
        'mf_snacking',
      ),
    ).toBeNull();
    expect(ownerOf(REMOTES, '/confirmation', 'mf_basket_checkout')).toBeNull();
  });
});
