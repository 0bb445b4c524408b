import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import { staffStore } from '../model/bar-stores';
import { calls, FakeEventSource, hold, installBarKit, laterOrder, order, renderAt, toasts } from '../test/bar-test-kit';

installBarKit();

/** The bar screen signed in, its feed open, with the first order on the board. */
async function screenWithAnOrder() {
  staffStore.set({ token: 'bar.staff' });
  renderAt('/bar');
  await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/bar/feed?since=12&token=bar.staff'));
  act(() => FakeEventSource.last!.emit('order', 13, order));
  await screen.findByTestId('bar-order-57');
}

const sent = (method: string, url: string) =>
  waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method, url })));

describe('the bar screen while its own requests are on their way', () => {
  it('keeps an order the feed brings while a move is on its way', async () => {
    await screenWithAnOrder();
    const release = hold('post /bar/orders/1/status');
    fireEvent.click(screen.getByTestId('bar-advance-57'));
    await sent('post', '/bar/orders/1/status');
    // A guest pays meanwhile: the feed brings their order.
    act(() => FakeEventSource.last!.emit('order', 14, laterOrder));
    expect(await screen.findByTestId('bar-order-58')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByTestId('bar-column-en préparation')).toHaveTextContent('TABLE 7'));
    expect(screen.getByTestId('bar-column-reçue')).toHaveTextContent('TABLE 9');
    expect(screen.getByTestId('bar-order-58')).toBeInTheDocument();
  });

  it('keeps an order the feed brings while a product switch is on its way', async () => {
    await screenWithAnOrder();
    const release = hold('put /bar/products/301');
    const coca = screen.getByTestId('bar-product-301').querySelector('input')!;
    fireEvent.click(coca);
    await sent('put', '/bar/products/301');
    act(() => FakeEventSource.last!.emit('order', 14, laterOrder));
    expect(await screen.findByTestId('bar-order-58')).toBeInTheDocument();
    release();
    await waitFor(() => expect(coca).not.toBeChecked());
    expect(screen.getByTestId('bar-order-58')).toBeInTheDocument();
    expect(screen.getByTestId('bar-order-57')).toBeInTheDocument();
  });
});

describe('a move on its way', () => {
  it("disables that order's button until the answer, so a double tap asks once", async () => {
    await screenWithAnOrder();
    const release = hold('post /bar/orders/1/status');
    const button = screen.getByTestId('bar-advance-57');
    fireEvent.click(button);
    fireEvent.click(button);
    await sent('post', '/bar/orders/1/status');
    expect(screen.getByTestId('bar-advance-57')).toBeDisabled();
    fireEvent.click(screen.getByTestId('bar-advance-57'));
    release();
    await waitFor(() => expect(screen.getByTestId('bar-column-en préparation')).toHaveTextContent('TABLE 7'));
    expect(calls.filter((c) => c.url === '/bar/orders/1/status')).toHaveLength(1);
    expect(toasts).toEqual([]);
    // Answered: the card's next move can be asked for.
    expect(screen.getByTestId('bar-advance-57')).toBeEnabled();
  });
});

describe('the order of the columns', () => {
  afterEach(() => releaseClock());

  it('lists received and in-preparation orders oldest first (served first), served ones latest paid first', async () => {
    fixClock('2026-11-23T19:00:00+01:00'); // the evening they were paid: served ones are still on the screen
    await screenWithAnOrder();
    act(() => FakeEventSource.last!.emit('order', 14, laterOrder));
    await screen.findByTestId('bar-order-58');
    const tables = (status: string) =>
      [...screen.getByTestId(`bar-column-${status}`).querySelectorAll('[data-testid^="bar-order-"]')]
        .filter((card) => /^bar-order-\d+$/.test(card.getAttribute('data-testid')!))
        .map((card) => card.getAttribute('data-testid'));
    expect(tables('reçue')).toEqual(['bar-order-57', 'bar-order-58']);
    act(() => FakeEventSource.last!.emit('order', 15, { ...laterOrder, status: 'en préparation' }));
    act(() => FakeEventSource.last!.emit('order', 16, { ...order, status: 'en préparation' }));
    await waitFor(() => expect(tables('en préparation')).toEqual(['bar-order-57', 'bar-order-58']));
    act(() => FakeEventSource.last!.emit('order', 17, { ...order, status: 'servie' }));
    act(() => FakeEventSource.last!.emit('order', 18, { ...laterOrder, status: 'servie' }));
    await waitFor(() => expect(tables('servie')).toEqual(['bar-order-58', 'bar-order-57']));
  });
});
