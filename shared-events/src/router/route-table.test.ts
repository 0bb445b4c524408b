import { routePaths, routeTableMismatch, type AreaRoute } from './route-table';

const Page = () => null;

describe('route tables and remotes.json', () => {
  const table: AreaRoute[] = [
    { path: '/panier', Page },
    { path: '/confirmation', Page },
  ];
  it('agree when both list the same patterns, in any order', () => {
    const remotes = [{ name: 'mf_basket', routes: ['/confirmation', '/panier'] }];
    expect(routeTableMismatch(routePaths(table), remotes, 'mf_basket')).toEqual([]);
  });
  it('name every pattern on one side only, and a missing remote', () => {
    const remotes = [{ name: 'mf_basket', routes: ['/panier', '/summarize'] }];
    expect(routeTableMismatch(routePaths(table), remotes, 'mf_basket')).toEqual([
      "remotes.json lists /summarize, the area's table does not",
      "the area's table has /confirmation, remotes.json does not",
    ]);
    expect(routeTableMismatch(routePaths(table), remotes, 'mf_other')).toEqual([
      'remotes.json has no remote named mf_other',
    ]);
    expect(routeTableMismatch([], 'not a list', 'mf_basket')).toEqual(['remotes.json has no remote named mf_basket']);
  });
});
