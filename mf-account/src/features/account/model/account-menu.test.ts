import type { CurrentUser } from 'shared-events';
import { accountMenu, accountReturnTo, displayName, tabFromQuery } from './account-menu';

const user = (type: 0 | 1 | 2) => ({ id: 1, type, firstName: 'Jean', lastName: 'Dupont' }) as CurrentUser;

describe('accountMenu', () => {
  it('gives individuals every item', () => {
    expect(accountMenu({ signInType: 'normal', currentUser: user(0) }).map((m) => m.label)).toEqual([
      'Mon compte',
      'Mes commandes',
      'Mes abonnements',
      'Ma famille',
    ]);
  });
  it('hides only subscriptions for company accounts: their family is managed like anyone’s', () => {
    expect(accountMenu({ signInType: 'company', currentUser: user(2) }).map((m) => m.tab)).toEqual([0, 1, 3]);
    expect(accountMenu({ signInType: 'normal', currentUser: user(2) }).map((m) => m.tab)).toEqual([0, 1, 3]);
    expect(accountMenu({ signInType: 'company', currentUser: user(2) }).at(-1)).toEqual({
      tab: 3,
      label: 'Ma famille',
    });
  });
  it('gives anonymous and signed-out sessions nothing', () => {
    expect(accountMenu({ signInType: 'anonyme', currentUser: user(0) })).toEqual([]);
    expect(accountMenu({ signInType: null, currentUser: null })).toEqual([]);
  });
});

describe('tabFromQuery', () => {
  const menu = accountMenu({ signInType: 'normal', currentUser: user(0) });
  const company = accountMenu({ signInType: 'company', currentUser: user(2) });
  it('opens the asked tab when available, else the first', () => {
    expect(tabFromQuery('1', menu)).toBe(1);
    expect(tabFromQuery('2', company)).toBe(0);
    expect(tabFromQuery('3', company)).toBe(3);
    expect(tabFromQuery(null, menu)).toBe(0);
    expect(tabFromQuery('x', menu)).toBe(0);
    expect(tabFromQuery('1', [])).toBeNull();
  });
});

describe('displayName', () => {
  it('shows companies last name first', () => {
    expect(displayName({ firstName: 'Jean', lastName: 'Dupont', type: 0 })).toBe('Jean Dupont');
    expect(displayName({ firstName: 'Contact', lastName: 'ACME', type: 2 })).toBe('ACME Contact');
    expect(displayName({ firstName: null, lastName: 'ACME', type: 2 })).toBe('ACME');
  });
});

describe('accountReturnTo', () => {
  it('keeps the chosen tab through sign-in, nothing else', () => {
    expect(accountReturnTo(new URLSearchParams('tab=2'))).toBe('/compte?tab=2');
    expect(accountReturnTo(new URLSearchParams('tab=1&x=//evil'))).toBe('/compte?tab=1');
    expect(accountReturnTo(new URLSearchParams('tab=9'))).toBe('/compte');
    expect(accountReturnTo(new URLSearchParams(''))).toBe('/compte');
  });

  it("keeps the family's creation asked on the family tab ('famille=nouvelle'), on that tab only", () => {
    expect(accountReturnTo(new URLSearchParams('tab=3&famille=nouvelle'))).toBe('/compte?tab=3&famille=nouvelle');
    expect(accountReturnTo(new URLSearchParams('tab=1&famille=nouvelle'))).toBe('/compte?tab=1');
    expect(accountReturnTo(new URLSearchParams('tab=3&famille=autre'))).toBe('/compte?tab=3');
  });
});

describe('displayName of a company without first name', () => {
  it("never shows 'null'", () => {
    expect(displayName({ type: 2, lastName: 'CSE Démo Industries', firstName: null })).toBe('CSE Démo Industries');
    expect(displayName({ type: 2, lastName: 'ACME', firstName: 'Jean' })).toBe('ACME Jean');
  });
});
