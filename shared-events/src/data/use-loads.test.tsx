import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { failedCall } from '../testing/http-stub';
import { createParkQueryClient, RETRY_DELAY_MS } from './query-client';
import { useLoads, type Load } from './use-loads';

const networkError = () => failedCall();

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Page({ loads }: { loads: readonly [Load<number>, Load<string>] }) {
  const state = useLoads(loads);
  if (state.status === 'loading') return <p>chargement</p>;
  if (state.status === 'error')
    return (
      <button type="button" onClick={state.retry}>
        Réessayer ({String((state.error as Error).message)})
      </button>
    );
  const [count, label] = state.data;
  return <p>{`${count} ${label}`}</p>;
}

const show = (loads: readonly [Load<number>, Load<string>], client = createParkQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <Page loads={loads} />
    </QueryClientProvider>,
  );

describe('useLoads', () => {
  it('loads in parallel and shows the page when every answer is in', async () => {
    const first = deferred<number>();
    const second = deferred<string>();
    const started: string[] = [];
    show([
      { queryKey: ['t', 'a'], queryFn: () => (started.push('a'), first.promise) },
      { queryKey: ['t', 'b'], queryFn: () => (started.push('b'), second.promise) },
    ]);
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(started).toEqual(['a', 'b']); // both asked before either answered
    await act(async () => first.resolve(3));
    expect(screen.getByText('chargement')).toBeInTheDocument();
    await act(async () => second.resolve('places'));
    expect(await screen.findByText('3 places')).toBeInTheDocument();
  });

  it('shows an API answer error at once, and "Réessayer" asks again only what failed', async () => {
    let calls = { a: 0, b: 0 };
    let fail = true;
    show([
      { queryKey: ['t', 'a'], queryFn: async () => ((calls.a += 1), 2) },
      {
        queryKey: ['t', 'b'],
        queryFn: async () => {
          calls.b += 1;
          if (fail) throw new Error('Réponse inattendue du serveur (b).');
          return 'créneaux';
        },
      },
    ]);
    const retry = await screen.findByRole('button', { name: /Réessayer \(Réponse inattendue/ });
    expect(calls).toEqual({ a: 1, b: 1 }); // not retried: the server's answer is the answer
    fail = false;
    await act(async () => retry.click());
    expect(await screen.findByText('2 créneaux')).toBeInTheDocument();
    expect(calls).toEqual({ a: 1, b: 2 });
    calls = { a: 0, b: 0 };
  });

  it('tries a lost request again once before showing the error', async () => {
    let calls = 0;
    show([
      { queryKey: ['t', 'a'], queryFn: async () => 1 },
      {
        queryKey: ['t', 'n'],
        queryFn: async () => {
          calls += 1;
          throw networkError();
        },
      },
    ]);
    expect(await screen.findByRole('button', {}, { timeout: RETRY_DELAY_MS * 6 })).toHaveTextContent('Network Error');
    expect(calls).toBe(2);
  });

  it('uses answers the client already has without asking again', () => {
    const client = createParkQueryClient();
    client.setQueryData(['t', 'a'], 5);
    client.setQueryData(['t', 'b'], 'pistes');
    const queryFn = jest.fn(() => Promise.reject(new Error('asked')));
    show(
      [
        { queryKey: ['t', 'a'], queryFn },
        { queryKey: ['t', 'b'], queryFn },
      ],
      client,
    );
    expect(screen.getByText('5 pistes')).toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });
});
