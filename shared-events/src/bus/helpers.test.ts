import { bus } from './bus';
import type { ParkEvent } from './events';
import { requestNavigation, requestToast } from './helpers';

describe('bus helpers', () => {
  it('requestToast emits a toast with the default variant, and the duration when given', () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    requestToast('Code promo déjà appliqué.');
    requestToast('Un erreur est survenue', 'error', 10000);
    sub.unsubscribe();
    expect(seen).toEqual([
      { type: 'toast:requested', message: 'Code promo déjà appliqué.', variant: 'default' },
      { type: 'toast:requested', message: 'Un erreur est survenue', variant: 'error', durationMs: 10000 },
    ]);
  });

  it('requestNavigation emits navigation:requested with replace only when asked', () => {
    const seen: ParkEvent[] = [];
    const sub = bus.events$.subscribe((e) => seen.push(e));
    requestNavigation('/panier');
    requestNavigation('/activites', { replace: true });
    sub.unsubscribe();
    expect(seen).toEqual([
      { type: 'navigation:requested', to: '/panier' },
      { type: 'navigation:requested', to: '/activites', replace: true },
    ]);
  });

  it('is one bus per page even if the module were loaded twice', () => {
    jest.isolateModules(() => {
      const again = require('./bus') as typeof import('./bus');
      expect(again.bus).toBe(bus);
    });
  });
});
