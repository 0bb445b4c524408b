import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from '../http/http-client';
import { HttpError, type HttpAdapter, type HttpRequest } from '../http/http-types';
import type { AreaRoute } from '../router/route-table';
import { DrawnSessionProvider, useSession } from '../stores/use-session';
import { renderFirstScreenOf } from './first-screen-server';
import { useLoad, type Load } from './use-loads';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (sub: number) => `${b64({ alg: 'HS256' })}.${b64({ sub, exp: 9_999_999_999 })}.c2ln`;
const MARIE = tokenOf(42);
const REVOKED = tokenOf(43);

const ordersLoad = (id: number): Load<string[]> => ({
  queryKey: ['orders', id],
  queryFn: async () => (await http.get<string[]>(`/orders/${id}`)).data,
});

function Orders() {
  const session = useSession();
  const id = session.clientId ?? 0;
  const orders = useLoad(ordersLoad(id));
  return (
    <p>{`${session.currentUser?.firstName ?? 'personne'} : ${orders.status === 'success' ? orders.data.join(', ') : orders.status}`}</p>
  );
}

const table: AreaRoute[] = [
  {
    path: '/compte',
    Page: Orders,
    signedIn: true,
    firstScreen: (_p, _s, session) => (session ? [ordersLoad(session.clientId!)] : null),
  },
  { path: '/public', Page: Orders, firstScreen: () => [] },
];

const sent: HttpRequest[] = [];
const answers: HttpAdapter = async (request) => {
  sent.push(request);
  const auth = request.headers.Authorization;
  const ok = (data: unknown) => ({ data, status: 200, headers: {} });
  if (auth !== `Bearer ${MARIE}`)
    throw new HttpError('401', request, { data: { message: 'Session expirée' }, status: 401, headers: {} });
  if (request.url === '/users/42') return ok({ id: 42, type: 0, firstName: 'Marie' });
  if (request.url === '/orders/42') return ok(['n° 1', 'n° 2']);
  throw new HttpError('404', request, { data: null, status: 404, headers: {} });
};

const render = (url: string, token: string | null) =>
  renderFirstScreenOf(
    table,
    'mf_test',
    url,
    (client, session) =>
      renderToString(
        <QueryClientProvider client={client}>
          <DrawnSessionProvider session={session}>
            <Orders />
          </DrawnSessionProvider>
        </QueryClientProvider>,
      ),
    token,
  );

let previous: HttpAdapter;
beforeEach(() => {
  previous = http.defaults.adapter;
  http.defaults.adapter = answers;
  sent.length = 0;
});
afterEach(() => {
  http.defaults.adapter = previous;
});

describe('a page behind sign-in drawn by the server (decision 0040)', () => {
  it("draws the signed-in visitor's page with the answers the API gives their token", async () => {
    const html = await render('/compte', MARIE);
    expect(html).toContain('Marie : n° 1, n° 2');
    expect(sent.map((r) => [r.url, r.headers.Authorization])).toEqual([
      ['/users/42', `Bearer ${MARIE}`],
      ['/orders/42', `Bearer ${MARIE}`],
    ]);
  });

  it('draws nothing without a token, for a token the API refuses, or one naming nobody', async () => {
    expect(await render('/compte', null)).toBeNull();
    expect(await render('/compte', REVOKED)).toBeNull();
    expect(await render('/compte', 'not.a.token')).toBeNull();
    expect(sent.map((r) => r.url)).toEqual(['/users/43']);
  });

  it('keeps each request’s token to itself, drawn at the same time', async () => {
    const [marie, other] = await Promise.all([render('/compte', MARIE), render('/compte', REVOKED)]);
    expect(marie).toContain('Marie');
    expect(other).toBeNull();
    expect(sent.filter((r) => r.url === '/orders/42').map((r) => r.headers.Authorization)).toEqual([`Bearer ${MARIE}`]);
  });

  it('never gives a public page the session, nor its calls the token', async () => {
    const html = await render('/public', MARIE);
    expect(html).toContain('personne');
    expect(sent).toEqual([]);
    const loaded = await renderFirstScreenOf(
      [
        {
          path: '/public',
          Page: Orders,
          firstScreen: () => [{ queryKey: ['x'], queryFn: async () => (await http.get('/users/42')).data }],
        },
      ],
      'mf_test',
      '/public',
      () => '',
      MARIE,
    );
    expect(loaded).toBeNull(); // sent without the token: the API refuses it
    expect(sent.map((r) => r.headers.Authorization)).toEqual([undefined]);
  });
});
