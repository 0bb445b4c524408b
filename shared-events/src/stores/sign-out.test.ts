import { bus } from '../bus/bus';
import type { ParkEvent } from '../bus/events';
import type { CurrentUser } from '../types';
import { basketStore } from './basket-store';
import { sessionStore } from './session-store';
import { signOut } from './sign-out';
import { basketLine } from '../testing/basket-line';
import { applyPromoCodes } from '../club/promo-codes';

let events: ParkEvent[] = [];
let stop = () => {};

beforeEach(() => {
  localStorage.clear();
  basketStore.reset();
  sessionStore.set({
    ...sessionStore.get(),
    token: 't',
    clientId: 7,
    signInType: 'normal',
    currentUser: { id: 7, type: 0 } as CurrentUser,
    returnTo: '/panier',
  });
  basketStore.update((d) => void d.promoCodes.push({ label: 'ETE', articles: '4', percentage: 10 }));
  events = [];
  const subscription = bus.events$.subscribe((e) => events.push(e));
  stop = () => subscription.unsubscribe();
});
afterEach(() => stop());

describe('signOut', () => {
  it('clears the session and the promo codes, tells the areas and goes back to /activites in place', () => {
    signOut();
    expect(sessionStore.get()).toMatchObject({ token: null, clientId: null, currentUser: null, returnTo: null });
    expect(basketStore.get().promoCodes).toEqual([]);
    expect(events).toEqual([
      { type: 'auth:signed-out' },
      { type: 'navigation:requested', to: '/activites', replace: true },
    ]);
  });

  it('takes the codes’ discount off the lines: each goes back to its price before the code', () => {
    const lines = [basketLine({ nid: 1, id: 4, price: 20 }), basketLine({ nid: 2, id: 5, price: 12 })];
    basketStore.update((d) => void (d.lines = applyPromoCodes(lines, d.promoCodes)));
    expect(basketStore.get().lines.map((l) => [l.price, l.couponPrice])).toEqual([
      [18, 20],
      [12, undefined],
    ]);
    signOut();
    expect(basketStore.get().lines).toEqual(lines);
  });

  it('goes where asked instead, keeping the page left in the history, with the return address of the next sign-in', () => {
    signOut({ goTo: '/?mode=4', returnTo: '/activites/10' });
    expect(sessionStore.get()).toMatchObject({ token: null, currentUser: null, returnTo: '/activites/10' });
    expect(events).toEqual([{ type: 'auth:signed-out' }, { type: 'navigation:requested', to: '/?mode=4' }]);
  });
});
