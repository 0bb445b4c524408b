import { screen, waitFor, within } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import { installBarKit, laterOrder, openScreen, order } from '../test/bar-test-kit';

installBarKit();
afterEach(() => releaseClock());

const card = (number: number) => screen.getByTestId(`bar-order-${number}`);

describe('the time on an order card', () => {
  it('shows the day of an order still waiting from an earlier day, marked late; today’s the time alone', async () => {
    fixClock('2026-11-24T10:00:00+01:00');
    const today = { ...laterOrder, paidAt: '2026-11-24T08:30:00.000Z', updatedAt: '2026-11-24T08:30:00.000Z' };
    await openScreen([order, today]);
    expect(within(card(57)).getByTestId('bar-order-time')).toHaveTextContent('23/11 18:45');
    expect(within(card(57)).getByTestId('bar-order-late')).toHaveTextContent('En retard');
    expect(within(card(58)).getByTestId('bar-order-time')).toHaveTextContent(/^09:30$/);
    expect(within(card(58)).queryByTestId('bar-order-late')).toBeNull();
  });

  it('gives a waiting order its day at midnight (Paris) on a screen left open', async () => {
    fixClock('2026-11-23T23:59:59.500+01:00');
    await openScreen([order]);
    expect(within(card(57)).getByTestId('bar-order-time')).toHaveTextContent(/^18:45$/);
    expect(within(card(57)).queryByTestId('bar-order-late')).toBeNull();
    await waitFor(() => expect(within(card(57)).getByTestId('bar-order-time')).toHaveTextContent('23/11 18:45'), {
      timeout: 3000,
    });
    expect(within(card(57)).getByTestId('bar-order-late')).toBeInTheDocument();
  });
});
