import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STAFF_SESSION_EXPIRED, staffSessionExpired, staffStore } from '../model/bar-stores';
import { FakeEventSource, installBarKit, order, refusedTokens, renderAt, toasts } from '../test/bar-test-kit';

installBarKit();

/** The staff sign-in is back, saying the session expired, and nothing of the refused token is kept. */
async function backToSignInSayingWhy() {
  expect(await screen.findByTestId('bar-staff-expired')).toHaveTextContent(STAFF_SESSION_EXPIRED);
  expect(screen.getByTestId('bar-staff-code')).toBeInTheDocument();
  expect(staffStore.get()).toEqual({ token: null, expired: true });
}

const signIn = () => {
  fireEvent.change(screen.getByTestId('bar-staff-code'), { target: { value: 'bar360' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
};

describe('an expired staff session (12 h) or a changed staff code', () => {
  it('on the bar screen, opened with the stored token: back to the staff sign-in, and in again', async () => {
    staffStore.set({ token: 'bar.old' });
    refusedTokens.add('bar.old');
    renderAt('/bar');
    await backToSignInSayingWhy();
    expect(screen.queryByText('Le flux des commandes est indisponible. Rechargez la page.')).toBeNull();
    signIn();
    await screen.findByTestId('bar-screen');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/bar/feed?since=12&token=bar.staff'));
    expect(screen.queryByTestId('bar-staff-expired')).toBeNull();
    expect(staffStore.get()).toEqual({ token: 'bar.staff' });
  });

  it('on the bar screen, when the live feed is refused: back to the staff sign-in', async () => {
    staffStore.set({ token: 'bar.staff' });
    renderAt('/bar');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    refusedTokens.add('bar.staff');
    act(() => FakeEventSource.last!.refuse());
    await backToSignInSayingWhy();
  });

  it('on the bar screen, when a move is refused: back to the staff sign-in, no error toast', async () => {
    staffStore.set({ token: 'bar.staff' });
    renderAt('/bar');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => FakeEventSource.last!.emit('order', 13, order));
    refusedTokens.add('bar.staff');
    fireEvent.click(await screen.findByTestId('bar-advance-57'));
    await backToSignInSayingWhy();
    expect(toasts).toEqual([]);
  });

  it('on /tablette, when the pairing is refused: back to the staff sign-in, not "Zone ou table inconnue."', async () => {
    staffStore.set({ token: 'bar.old' });
    refusedTokens.add('bar.old');
    renderAt('/tablette');
    fireEvent.click(await screen.findByTestId('tablet-pair-2-7'));
    await backToSignInSayingWhy();
    expect(toasts).toEqual([]);
    signIn();
    fireEvent.click(await screen.findByTestId('tablet-pair-2-7'));
    await waitFor(() => expect(staffStore.get()).toEqual({ token: null }));
    expect(screen.queryByTestId('bar-staff-expired')).toBeNull();
  });

  it('a late refusal for a token already replaced ends nothing', () => {
    staffStore.set({ token: 'bar.new' });
    staffSessionExpired('bar.old');
    expect(staffStore.get()).toEqual({ token: 'bar.new' });
  });
});
