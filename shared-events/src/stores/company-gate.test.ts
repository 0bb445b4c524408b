import { bus } from '../bus/bus';
import { isSignedInIndividual, loginPath, openCompanyLogin } from './company-gate';
import { sessionStore } from './session-store';

describe('company gate', () => {
  const session = (over: Partial<Parameters<typeof isSignedInIndividual>[0]>) => ({
    token: 't',
    signInType: 'normal',
    currentUser: { type: 0 },
    ...over,
  });

  it('is true for a visitor signed in with an account that is not a company account', () => {
    expect(isSignedInIndividual(session({}))).toBe(true);
    expect(isSignedInIndividual(session({ signInType: 'company', currentUser: { type: 0 } }))).toBe(true);
  });

  it('is false signed out, for an anonymous table session and for a company account', () => {
    expect(isSignedInIndividual(session({ token: null, currentUser: null, signInType: null }))).toBe(false);
    expect(isSignedInIndividual(session({ signInType: 'anonyme' }))).toBe(false);
    expect(isSignedInIndividual(session({ signInType: 'company', currentUser: { type: 2 } }))).toBe(false);
    expect(isSignedInIndividual(session({ currentUser: { type: '2' } }))).toBe(false);
  });

  it('opens the login screen in a company mode, the page kept as the return address', () => {
    expect(loginPath(3)).toBe('/?mode=3');
    const seen: unknown[] = [];
    const sub = bus.events$.subscribe((event) => void seen.push(event));
    sessionStore.reset();
    openCompanyLogin(4, { returnTo: '/activites/10/5/entreprise', signedInIndividual: false });
    expect(sessionStore.get().returnTo).toBe('/activites/10/5/entreprise');
    expect(seen).toContainEqual(expect.objectContaining({ type: 'navigation:requested', to: '/?mode=4' }));
    sub.unsubscribe();
  });

  it('signs a visitor signed in with an individual account out first, keeping the return address', () => {
    const seen: Array<{ type: string }> = [];
    const sub = bus.events$.subscribe((event) => void seen.push(event));
    sessionStore.update((draft) => {
      draft.token = 't';
    });
    openCompanyLogin(3, { returnTo: '/activites/10/5/entreprise', signedInIndividual: true });
    expect(sessionStore.get().token).toBeNull();
    expect(sessionStore.get().returnTo).toBe('/activites/10/5/entreprise');
    expect(seen.map((e) => e.type)).toEqual(['auth:signed-out', 'navigation:requested']);
    sub.unsubscribe();
  });
});
