import { act, renderHook, waitFor } from '@testing-library/react';
import { bus, http, HttpError, sessionStore, signedOutSession, type HttpAdapter } from 'shared-events';
import { testUser } from 'shared-events/testing';
import { tabletStore } from '../model/bar-stores';
import { useZoneSessionRenewal, useZoneSignIn } from './use-zone-sign-in';

const signIns: unknown[] = [];
/** What POST /bar/zone-signin answers (a refusal: its status and message). */
let refusal: { status: number; message: string } | null = null;
/** The next calls' failures, before `refusal` and the answer: a status, or no answer at all. */
const next: Array<number | 'network'> = [];
const adapter: HttpAdapter = async (config) => {
  if (`${config.method} ${config.url}` !== 'post /bar/zone-signin') throw new Error(`unexpected ${config.url}`);
  signIns.push(config.headers['X-Tablet-Token']);
  const failure = next.shift();
  if (failure === 'network') throw new HttpError('network', config, undefined, 'network');
  if (failure) throw new HttpError('refused', config, { status: failure, data: {}, headers: {} });
  if (refusal) {
    const data = { statusCode: refusal.status, message: refusal.message };
    throw new HttpError('refused', config, { status: refusal.status, data, headers: {} });
  }
  return { data: { token: 'new-zone-token', clientId: 900, type: 'anonyme' }, status: 200, headers: {} };
};
const pairing = { token: 'bar.tablet', zone: { id: 2, name: 'BAR PRINCIPAL' }, table: { id: 7, name: 'TABLE 7' } };

beforeAll(() => {
  http.defaults.adapter = adapter;
});
beforeEach(() => {
  signIns.length = 0;
  next.length = 0;
  refusal = null;
  tabletStore.reset();
  sessionStore.reset();
});

describe('useZoneSessionRenewal', () => {
  it('signs the zone in again when the API refuses its session, keeping the tickets e-mail', async () => {
    tabletStore.set(pairing);
    sessionStore.set({
      ...signedOutSession,
      token: 'old-zone-token',
      clientId: 900,
      signInType: 'anonyme',
      ticketsEmail: 'invite@example.fr',
    });
    renderHook(() => useZoneSessionRenewal());
    bus.emit({ type: 'auth:session-expired' });
    bus.emit({ type: 'auth:session-expired' });
    await waitFor(() => expect(sessionStore.get().token).toBe('new-zone-token'));
    expect(sessionStore.get()).toMatchObject({ clientId: 900, ticketsEmail: 'invite@example.fr', currentUser: null });
    expect(signIns).toEqual(['bar.tablet']);
  });

  it("leaves a person's session, and a tablet not paired, alone", async () => {
    const person = { ...signedOutSession, token: 'person', clientId: 4, signInType: 'normal' as const };
    sessionStore.set({ ...person, currentUser: testUser({ id: 4 }) });
    tabletStore.set(pairing);
    const { unmount } = renderHook(() => useZoneSessionRenewal());
    bus.emit({ type: 'auth:session-expired' });
    tabletStore.reset();
    sessionStore.set({ ...signedOutSession, token: 'zone', clientId: 900 });
    bus.emit({ type: 'auth:session-expired' });
    unmount();
    await Promise.resolve();
    expect(signIns).toEqual([]);
    expect(sessionStore.get().token).toBe('zone');
  });
});

describe('useZoneSignIn', () => {
  const toasts = () => {
    const seen: string[] = [];
    const subscription = bus.on('toast:requested').subscribe((event) => seen.push(event.message));
    return { seen, stop: () => subscription.unsubscribe() };
  };

  it("says why when the zone's account cannot be used (409), else that the tablet is not paired", async () => {
    tabletStore.set(pairing);
    const taken =
      'Le compte des tablettes de cette zone est indisponible : son adresse est utilisée par un autre compte.';
    refusal = { status: 409, message: taken };
    const first = toasts();
    const { unmount } = renderHook(() => useZoneSignIn(2, 7));
    await waitFor(() => expect(first.seen).toEqual([taken]));
    first.stop();
    unmount();
    refusal = { status: 401, message: 'Jeton de tablette refusé.' };
    const second = toasts();
    renderHook(() => useZoneSignIn(2, 7));
    await waitFor(() => expect(second.seen).toEqual(['Cette tablette n’est pas associée à une table.']));
    second.stop();
    expect(sessionStore.get().token).toBeNull();
  });

  describe('when the sign-in fails in a way that may pass', () => {
    const UNAVAILABLE = 'Connexion au bar impossible pour le moment. Nouvel essai dans quelques secondes.';
    const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says so, not that the tablet is not paired, and tries again after 5 s, then 10 s', async () => {
      tabletStore.set(pairing);
      next.push(503, 'network');
      const seen = toasts();
      renderHook(() => useZoneSignIn(2, 7));
      await wait(0);
      expect(seen.seen).toEqual([UNAVAILABLE]);
      await wait(4_999);
      expect(signIns).toHaveLength(1);
      await wait(1);
      expect(signIns).toHaveLength(2);
      expect(seen.seen).toEqual([UNAVAILABLE, UNAVAILABLE]);
      await wait(9_999);
      expect(signIns).toHaveLength(2);
      await wait(1);
      expect(sessionStore.get().token).toBe('new-zone-token');
      expect(signIns).toHaveLength(3);
      seen.stop();
    });

    it('stops trying when the page is left, and never retries a refused pairing', async () => {
      tabletStore.set(pairing);
      next.push(500);
      const seen = toasts();
      const { unmount } = renderHook(() => useZoneSignIn(2, 7));
      await wait(0);
      unmount();
      await wait(120_000);
      expect(signIns).toHaveLength(1);
      signIns.length = 0;
      refusal = { status: 400, message: 'Zone ou table inconnue.' };
      renderHook(() => useZoneSignIn(2, 7));
      await wait(120_000);
      expect(signIns).toHaveLength(1);
      expect(seen.seen).toEqual([UNAVAILABLE, 'Cette tablette n’est pas associée à une table.']);
      seen.stop();
    });
  });
});
