import { act, screen, waitFor } from '@testing-library/react';
import { bus, sessionStore, type CurrentUser } from 'shared-events';
import { renderShell } from '../../../test/render-shell';

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
});
