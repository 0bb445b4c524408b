import { act, screen, waitFor } from '@testing-library/react';
import { ring } from '../hooks/ring';
import { staffStore } from '../model/bar-stores';
import { answers, calls, FakeEventSource, installBarKit, laterOrder, order, renderAt } from '../test/bar-test-kit';

jest.mock('../hooks/ring', () => ({ ring: jest.fn() }));

installBarKit();

const RETRYING = 'Connexion au serveur perdue : rétablissement de la connexion en cours…';
const feedState = () => screen.getByTestId('bar-feed-state');
const boardLoads = () => calls.filter((c) => c.url === '/bar/orders').length;
/** Lets the pause run out (fake timers), then the answers come. */
const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(ring).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the bar screen after the API restarted or was down', () => {
  it('reloads the board and reopens the feed from its lastEventId when the feed was closed for good', async () => {
    staffStore.set({ token: 'bar.staff' });
    renderAt('/bar');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/bar/feed?since=12&token=bar.staff'));
    const first = FakeEventSource.last!;
    act(() => first.open());
    expect(feedState()).toHaveTextContent('En direct');
    act(() => first.emit('order', 13, order));
    expect(ring).toHaveBeenCalledTimes(1);

    // The API restarts: the stream ends, the area server answers 502, the browser closes the EventSource for good.
    answers.set('get /bar/orders', {
      data: { orders: [order, laterOrder], lastEventId: 20, servedVisibleMs: 2 * 3600_000 },
    });
    act(() => first.refuse());
    expect(feedState()).toHaveTextContent(RETRYING);
    await wait(1900);
    expect(boardLoads()).toBe(1);
    await wait(100);
    await waitFor(() => expect(FakeEventSource.last).not.toBe(first));
    expect(boardLoads()).toBe(2);
    expect(FakeEventSource.last!.url).toBe('/api/bar/feed?since=20&token=bar.staff');
    // The order paid while the API was away is on the screen, and rings.
    expect(screen.getByTestId('bar-order-58')).toBeInTheDocument();
    expect(ring).toHaveBeenCalledTimes(2);
    act(() => FakeEventSource.last!.open());
    expect(feedState()).toHaveTextContent('En direct');
    expect(screen.queryByText(RETRYING)).toBeNull();
    // Live again: a new event is applied.
    act(() => FakeEventSource.last!.emit('order', 21, { ...laterOrder, status: 'en préparation' }));
    await waitFor(() => expect(screen.getByTestId('bar-column-en préparation')).toHaveTextContent('TABLE 9'));
    expect(staffStore.get().token).toBe('bar.staff');
  });

  it('tries the first load again, after 2 s, 5 s, 10 s, then every 30 s, until the API answers', async () => {
    answers.set('get /bar/orders', { data: { message: 'Bad Gateway' }, status: 502 });
    staffStore.set({ token: 'bar.staff' });
    renderAt('/bar');
    await waitFor(() => expect(feedState()).toHaveTextContent(RETRYING));
    expect(boardLoads()).toBe(1);
    for (const [pause, loads] of [
      [2000, 2],
      [5000, 3],
      [10_000, 4],
      [30_000, 5],
      [30_000, 6],
    ] as const) {
      await wait(pause - 1);
      expect(boardLoads()).toBe(loads - 1);
      await wait(1);
      await waitFor(() => expect(boardLoads()).toBe(loads));
    }
    expect(FakeEventSource.last).toBeNull();
    answers.delete('get /bar/orders');
    await wait(30_000);
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/bar/feed?since=12&token=bar.staff'));
    act(() => FakeEventSource.last!.open());
    expect(feedState()).toHaveTextContent('En direct');
  });

  it('starts the pauses again at 2 s once the feed was live again', async () => {
    staffStore.set({ token: 'bar.staff' });
    renderAt('/bar');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    answers.set('get /bar/orders', 'network');
    act(() => FakeEventSource.last!.refuse());
    await wait(2000);
    await waitFor(() => expect(boardLoads()).toBe(2));
    answers.delete('get /bar/orders');
    await wait(5000);
    await waitFor(() => expect(boardLoads()).toBe(3));
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => FakeEventSource.last!.open());
    act(() => FakeEventSource.last!.refuse());
    await wait(2000);
    await waitFor(() => expect(boardLoads()).toBe(4));
  });
});
