import { renderHook, waitFor } from '@testing-library/react';
import { bus, http, sessionStore, signedOutSession, type HttpAdapter } from 'shared-events';
import { testUser } from 'shared-events/testing';
import { tabletStore } from '../model/bar-stores';
import { useZoneSessionRenewal } from './use-zone-sign-in';

const signIns: unknown[] = [];
const adapter: HttpAdapter = async (config) => {
  if (`${config.method} ${config.url}` !== 'post /bar/zone-signin') throw new Error(`unexpected ${config.url}`);
  signIns.push(config.headers['X-Tablet-Token']);
  return { data: { token: 'new-zone-token', clientId: 900, type: 'anonyme' }, status: 200, headers: {} };
};
const pairing = { token: 'bar.tablet', zone: { id: 2, name: 'BAR PRINCIPAL' }, table: { id: 7, name: 'TABLE 7' } };

beforeAll(() => {
  http.defaults.adapter = adapter;
});
beforeEach(() => {
  signIns.length = 0;
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
