import { act, screen, waitFor } from '@testing-library/react';
import { bus, sessionStore, type CurrentUser } from 'shared-events';
import { renderShell } from '../../../test/render-shell';
import { toastDurationAt } from './session-bridge';

describe('session bridge', () => {
  beforeEach(() => sessionStore.reset());

  it('on auth:session-expired clears the session, tells the visitor and opens the sign-in page, remembering the page', async () => {
    sessionStore.set({
      ...sessionStore.get(),
      token: 'old',
      clientId: 3,
      signInType: 'normal',
      currentUser: { id: 3, firstName: 'Léa' } as CurrentUser,
    });
    renderShell('/test?x=1');
    act(() => bus.emit({ type: 'auth:session-expired' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(sessionStore.get()).toMatchObject({ token: null, currentUser: null, returnTo: '/test?x=1' });
    expect(await screen.findByText("La session a expiré ou n'est pas valide.")).toBeInTheDocument();
  });

  it('keeps that notice 10 s in the basket and payment area, the default 3.5 s elsewhere (spec §8)', () => {
    const durations: Array<number | undefined> = [];
    const sub = bus.on('toast:requested').subscribe((event) => durations.push(event.durationMs));
    for (const path of ['/panier', '/activites/1']) {
      sessionStore.set({ ...sessionStore.get(), token: 'old', clientId: 3, signInType: 'normal' });
      const { unmount } = renderShell(path);
      act(() => bus.emit({ type: 'auth:session-expired' }));
      unmount();
    }
    sub.unsubscribe();
    expect(durations).toEqual([10_000, undefined]);
    expect(['/panier', '/panier/2/7/snaking', '/summarize', '/confirmation'].map(toastDurationAt)).toEqual(
      Array(4).fill(10_000),
    );
    expect(['/', '/activites', '/compte', '/paniers'].map(toastDurationAt)).toEqual(Array(4).fill(undefined));
  });
});
