import { createBus } from './bus';
import type { ParkEvent } from './events';

describe('bus', () => {
  it('delivers every event on events$ and only matching ones on on(type)', () => {
    const bus = createBus();
    const all: ParkEvent[] = [];
    const signedOut: ParkEvent[] = [];
    bus.events$.subscribe((e) => all.push(e));
    bus.on('auth:signed-out').subscribe((e) => signedOut.push(e));
    bus.emit({ type: 'auth:signed-out' });
    bus.emit({ type: 'navigation:requested', to: '/panier' });
    expect(all.map((e) => e.type)).toEqual(['auth:signed-out', 'navigation:requested']);
    expect(signedOut).toEqual([{ type: 'auth:signed-out' }]);
  });

  it('keeps toasts raised before anyone listens and hands them to the first listener only', () => {
    const bus = createBus();
    bus.emit({ type: 'toast:requested', message: 'early' });
    bus.emit({ type: 'auth:signed-out' }); // not held
    const first: string[] = [];
    const second: string[] = [];
    const sub = bus.on('toast:requested').subscribe((e) => first.push(e.message));
    bus.on('toast:requested').subscribe((e) => second.push(e.message));
    bus.emit({ type: 'toast:requested', message: 'live' });
    expect(first).toEqual(['early', 'live']);
    expect(second).toEqual(['live']);
    sub.unsubscribe();
  });

  it('does not hold toasts while a listener exists, and holds again after it left', () => {
    const bus = createBus();
    const seen: string[] = [];
    const sub = bus.on('toast:requested').subscribe((e) => seen.push(e.message));
    bus.emit({ type: 'toast:requested', message: 'a' });
    sub.unsubscribe();
    bus.emit({ type: 'toast:requested', message: 'b' });
    const later: string[] = [];
    bus.on('toast:requested').subscribe((e) => later.push(e.message));
    expect(seen).toEqual(['a']);
    expect(later).toEqual(['b']);
  });
});
