import { act, screen, waitFor, within } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import { FakeEventSource, installBarKit, openScreen, order } from '../test/bar-test-kit';

installBarKit();
afterEach(() => releaseClock());

const column = (status: string) => screen.getByTestId(`bar-column-${status}`);

describe('a served order on an open bar screen', () => {
  it('leaves the active columns at once, then the screen when its time among the served is over', async () => {
    // The served column keeps an order a minute here; it is served at 18:50 (Paris) while the screen is open.
    fixClock('2026-11-23T18:50:59.400+01:00');
    await openScreen([order], 60_000);
    expect(within(column('reçue')).getByTestId('bar-order-57')).toBeInTheDocument();
    const served = { ...order, status: 'servie' as const, updatedAt: '2026-11-23T17:50:00.000Z' };
    act(() => FakeEventSource.last!.emit('order', 13, served));
    expect(within(column('servie')).getByTestId('bar-order-57')).toBeInTheDocument();
    expect(within(column('reçue')).queryByTestId('bar-order-57')).toBeNull();
    expect(column('en préparation')).toHaveTextContent('En préparation (0)');
    // A minute after it was served (18:51), it leaves the screen: no reload, no feed event.
    await waitFor(() => expect(screen.queryByTestId('bar-order-57')).toBeNull(), { timeout: 3000 });
    expect(column('servie')).toHaveTextContent('Servies (0)');
  });
});
