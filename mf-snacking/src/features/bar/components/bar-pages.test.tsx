import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore, snackingAddressStore } from 'shared-events';
import { staffStore, tabletStore } from '../model/bar-stores';
import { calls, FakeEventSource, installBarKit, order, renderAt } from '../test/bar-test-kit';

installBarKit();

describe('the bar screen', () => {
  it('asks for the staff code, then shows new orders live and moves them forward', async () => {
    renderAt('/bar');
    fireEvent.change(await screen.findByTestId('bar-staff-code'), { target: { value: 'bar360' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByTestId('bar-screen');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/bar/feed?since=12&token=bar.staff'));
    expect(calls.find((c) => c.url === '/bar/orders')?.staff).toBe('bar.staff');

    act(() => FakeEventSource.last!.emit('order', 13, order));
    const card = await screen.findByTestId('bar-order-57');
    expect(card).toHaveTextContent('TABLE 7');
    expect(card).toHaveTextContent('BAR PRINCIPAL');
    expect(card).toHaveTextContent('2 × COCA-COLA 33 CL');
    expect(card).toHaveTextContent('18:45');
    expect(card).toHaveTextContent('Payée');

    fireEvent.click(screen.getByTestId('bar-advance-57'));
    await waitFor(() => expect(screen.getByTestId('bar-column-en préparation')).toHaveTextContent('TABLE 7'));
    expect(calls.at(-1)).toMatchObject({ url: '/bar/orders/1/status', body: { status: 'en préparation' } });

    fireEvent.click(screen.getByTestId('bar-product-301').querySelector('input')!);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'put', body: { onSale: false } }));
  });

  it('refuses a wrong staff code', async () => {
    renderAt('/bar');
    fireEvent.change(await screen.findByTestId('bar-staff-code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Code du personnel invalide.')).toBeInTheDocument();
    expect(screen.queryByTestId('bar-screen')).toBeNull();
  });

  it("never sends a visitor's session with staff calls, so a refused code cannot sign that visitor out", async () => {
    sessionStore.update((draft) => {
      draft.token = 'visitor-token';
    });
    renderAt('/bar');
    fireEvent.change(await screen.findByTestId('bar-staff-code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText('Code du personnel invalide.');
    fireEvent.change(screen.getByTestId('bar-staff-code'), { target: { value: 'bar360' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByTestId('bar-screen');
    await waitFor(() => expect(calls.some((c) => c.url === '/bar/products')).toBe(true));
    expect(calls.filter((c) => c.url.startsWith('/bar/'))).not.toHaveLength(0);
    expect(calls.filter((c) => c.url.startsWith('/bar/') && c.auth !== undefined)).toEqual([]);
    expect(sessionStore.get().token).toBe('visitor-token');
  });
});

describe('the tablet set-up', () => {
  it('pairs the bare address with a table, stored as the snacking address', async () => {
    renderAt('/');
    fireEvent.change(await screen.findByTestId('bar-staff-code'), { target: { value: 'bar360' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    fireEvent.click(await screen.findByTestId('tablet-pair-2-7'));
    await waitFor(() => expect(snackingAddressStore.get()).toBe('/activites/13/2/7/snaking'));
    expect(tabletStore.get()).toMatchObject({ token: 'bar.tablet', table: { id: 7 } });
    // The staff session does not stay on a guest's tablet.
    expect(staffStore.get().token).toBeNull();
  });

  it("ends the former table's guest session when the tablet is paired again: the new table signs its guest in", async () => {
    tabletStore.set({ token: 'bar.tablet', zone: { id: 2, name: 'BAR PRINCIPAL' }, table: { id: 9, name: 'TABLE 9' } });
    sessionStore.update((draft) => {
      draft.token = 'table-9-guest';
      draft.clientId = 900;
    });
    renderAt('/');
    fireEvent.change(await screen.findByTestId('bar-staff-code'), { target: { value: 'bar360' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    fireEvent.click(await screen.findByTestId('tablet-pair-2-7'));
    await waitFor(() => expect(sessionStore.get().token).toBe('zone-token'));
    expect(calls.filter((c) => c.url === '/bar/zone-signin')).toHaveLength(1);
  });

  it('signs the zone in on its paired tablet (a session without a person), and only there', async () => {
    tabletStore.set({ token: 'bar.tablet', zone: { id: 2, name: 'BAR PRINCIPAL' }, table: { id: 7, name: 'TABLE 7' } });
    const { unmount } = renderAt('/activites/13/2/9/snaking');
    await screen.findByTestId('snack-unknown-table');
    expect(calls.some((c) => c.url === '/bar/zone-signin')).toBe(false);
    unmount();
    renderAt('/activites/13/2/7/snaking');
    await waitFor(() => expect(sessionStore.get().token).toBe('zone-token'));
    expect(sessionStore.get()).toMatchObject({ clientId: 900, signInType: null, currentUser: null });
    expect(calls.filter((c) => c.url === '/bar/zone-signin')).toHaveLength(1);
  });
});
