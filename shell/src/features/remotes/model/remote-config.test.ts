import { findRemoteForPath } from './find-remote';
import { parseRemotesConfig, type RemoteDefinition } from './remote-config';
// The file deployed with the shell: every route of the spec must land in the right area.
import deployed from '../../../../public/remotes.json';

const remotes: RemoteDefinition[] = parseRemotesConfig(deployed);
const owner = (path: string) => findRemoteForPath(remotes, path)?.name ?? null;

describe('remotes.json routing', () => {
  it.each([
    ['/activites', 'mf_catalog'],
    ['/activites/3', 'mf_catalog'],
    ['/activites/3/12', 'mf_catalog'],
    ['/activites/3/12/40/calendar', 'mf_booking'],
    ['/activites/3/12/40/pack/0/calendar', 'mf_booking'],
    ['/activites/3/12/40/reservation', 'mf_booking'],
    ['/activites/3/12/entreprise', 'mf_booking'],
    ['/activites/3/12/events', 'mf_booking'],
    ['/activites/3/12/40/7/calendar', 'mf_booking'],
    ['/activites/3/12/40/abonnement', 'mf_booking'],
    ['/activites/3/12/40/9/aboCalendar', 'mf_booking'],
    ['/activites/3/12/40/9/reservation', 'mf_booking'],
    ['/activites/3/2/7/snaking', 'mf_snacking'],
    ['/activites/3/12/2/7/snaking', 'mf_snacking'],
    ['/snaking', 'mf_snacking'],
    ['/panier', 'mf_basket_checkout'],
    ['/panier/2/7/snaking', 'mf_basket_checkout'],
    ['/summarize', 'mf_basket_checkout'],
    ['/confirmation', 'mf_basket_checkout'],
    ['/', 'mf_account'],
    ['/setPassword', 'mf_account'],
    ['/compte', 'mf_account'],
  ])('%s belongs to %s', (path, name) => {
    expect(owner(path)).toBe(name);
  });

  it('leaves unknown paths to the shell (not found)', () => {
    expect(owner('/nimporte/quoi')).toBeNull();
    expect(owner('/activites/1/2/3/4/5/6/7/8')).toBeNull();
  });
});

describe('parseRemotesConfig', () => {
  const ok = { name: 'mf_catalog', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/activites'] };

  it('accepts absolute and same-origin manifest URLs', () => {
    expect(parseRemotesConfig([ok, { ...ok, name: 'b', manifest: '/areas/b/mf-manifest.json' }])).toHaveLength(2);
  });

  it.each([
    [{}, /array/],
    [[null], /object/],
    [[{ ...ok, name: 'mf-catalog' }], /name/],
    [[ok, ok], /twice/],
    [[{ ...ok, manifest: 'ftp://x/mf.json' }], /manifest/],
    [[{ ...ok, routes: ['activites'] }], /routes/],
  ])('rejects %j', (value, message) => {
    expect(() => parseRemotesConfig(value)).toThrow(message);
  });
});
