import type { CurrentUser, SessionState } from 'shared-events';
import { destinationAfterSignIn, signedInSession, signInTypeOf } from './session';
import { markStandalone } from './standalone';

const user = { id: 7, type: 0, firstName: 'Jean', lastName: 'Dupont' } as CurrentUser;
const empty: SessionState = {
  token: null,
  clientId: null,
  signInType: null,
  loginType: null,
  currentUser: null,
  ticketsEmail: 'x@y.fr',
  returnTo: '/panier',
};

describe('session after sign-in', () => {
  it('stores token, client, type and user, consumes the return address and keeps the rest', () => {
    expect(signedInSession(empty, { id: 7, token: 'jwt', clientId: 7, type: 0 }, user, false)).toEqual({
      token: 'jwt',
      clientId: 7,
      signInType: 'normal',
      currentUser: user,
      loginType: null,
      ticketsEmail: 'x@y.fr',
      returnTo: null,
    });
  });
  it('marks company sign-ins and company accounts', () => {
    expect(signInTypeOf({ type: 2 }, false)).toBe('company');
    expect(signInTypeOf({ type: 0 }, true)).toBe('company');
    expect(signInTypeOf({ type: 1 }, false)).toBe('normal');
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back where the visitor came from', () => {
    expect(destinationAfterSignIn('/panier')).toBe('/panier');
    expect(destinationAfterSignIn('/activites/10')).toBe('/activites/10');
  });
  it('goes to the basket for the basket login type when no return address is stored', () => {
    expect(destinationAfterSignIn(null, 'basket')).toBe('/panier');
    expect(destinationAfterSignIn('/activites/3', 'basket')).toBe('/activites/3');
    expect(destinationAfterSignIn(null, 'normal')).toBe('/activites');
  });
  it.each([null, undefined, '', '/', '/?mode=4', '/setPassword', 'https://evil.example', '//evil.example', 'panier'])(
    'goes to /activites for %p',
    (v) => {
      expect(destinationAfterSignIn(v as string | null | undefined)).toBe('/activites');
    },
  );
});

describe('destinationAfterSignIn on the standalone entry', () => {
  beforeAll(() => markStandalone());
  it('stays on the account rather than leave for the site, where this sign-in is not known', () => {
    expect(destinationAfterSignIn(null, 'normal')).toBe('/compte');
    expect(destinationAfterSignIn('/?mode=4', 'basket')).toBe('/compte');
    expect(destinationAfterSignIn('/compte?tab=2')).toBe('/compte?tab=2');
  });
});
