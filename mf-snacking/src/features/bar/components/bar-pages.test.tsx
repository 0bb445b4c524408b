import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpError, ParkProviders, sessionStore, snackingAddressStore, type HttpAdapter } from 'shared-events';
import { AppRoutes } from '../../../routes';
import { staffStore, tabletStore } from '../model/bar-stores';
import type { BarOrder } from '../model/types';

const order: BarOrder = {
  id: 1,
  number: 57,
  reference: 'PK-1',
  zone: { id: 2, name: 'BAR PRINCIPAL' },
  table: { id: 7, name: 'TABLE 7' },
  lines: [
    { articleId: 301, name: 'COCA-COLA 33 CL', qty: 2, unitCents: 350 },
    { articleId: 323, name: 'PLANCHE MIXTE', qty: 1, unitCents: 1900 },
  ],
  totalCents: 2600,
  email: 'invite@example.fr',
  user: 4,
  phone: null,
  status: 'reçue',
  paid: true,
  paidAt: '2026-11-23T17:45:00.000Z',
  updatedAt: '2026-11-23T17:45:00.000Z',
};

/** The last EventSource opened, driven by the test. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (m: MessageEvent) => void>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, fn: (m: MessageEvent) => void) {
    this.listeners.set(kind, fn);
  }
  emit(kind: string, id: number, data: unknown) {
    this.listeners.get(kind)?.(new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  close() {
    this.readyState = 2;
  }
}

const calls: Array<{ method: string; url: string; body: unknown; staff: unknown; auth: unknown }> = [];
const adapter: HttpAdapter = async (config) => {
  const body = config.data as { code?: string; status?: string; onSale?: boolean } | undefined;
  calls.push({
    method: config.method,
    url: config.url,
    body,
    staff: config.headers['X-Staff-Token'],
    auth: config.headers.Authorization,
  });
  const answer = (data: unknown, status = 200) => {
    if (status >= 400) throw new HttpError('refused', config, { status, data, headers: {} });
    return { data, status, headers: {} };
  };
  switch (`${config.method} ${config.url}`) {
    case 'post /bar/staff/signin':
      return body?.code === 'bar360'
        ? answer({ token: 'bar.staff' })
        : answer({ message: 'Code du personnel invalide.' }, 401);
    case 'get /bar/orders':
      return answer({ orders: [], lastEventId: 12 });
    case 'get /bar/products':
      return answer({
        products: [{ id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true, priceCents: 350 }],
      });
    case 'post /bar/orders/1/status':
      return answer({ ...order, status: body?.status });
    case 'put /bar/products/301':
      return answer({ id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: body?.onSale, priceCents: 350 });
    case 'get /v1/activites':
      return answer({ data: [{ aid: 13, code: 'snacking', status: true }] });
    case 'get /bonresto/zones':
      return answer({ zones: [{ id: 2, name: 'BAR PRINCIPAL' }] });
    case 'get /bonresto/tables':
      return answer({ tables: [{ id: 7, name: 'TABLE 7', zone: 2 }] });
    case 'post /bar/zone-signin':
      return config.headers['X-Tablet-Token'] === 'bar.tablet'
        ? answer({ token: 'zone-token', clientId: 900, type: 'anonyme' })
        : answer({ message: 'Cette tablette n’est pas associée à une table.' }, 401);
    case 'get /v1/offres':
      return answer({ data: [{ oid: 16, aid: 13, name: 'SOFT' }] });
    case 'get /articles':
      return answer({ articles: [], total: 0 });
    case 'post /bar/tablets':
      return answer({ token: 'bar.tablet', zone: { id: 2, name: 'BAR PRINCIPAL' }, table: { id: 7, name: 'TABLE 7' } });
    default:
      throw new Error(`unexpected ${config.method} ${config.url}`);
  }
};

beforeAll(() => {
  http.defaults.adapter = adapter;
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
beforeEach(() => {
  calls.length = 0;
  staffStore.reset();
  tabletStore.reset();
  snackingAddressStore.reset();
  sessionStore.reset();
});

const renderAt = (path: string) =>
  render(
    <ParkProviders cacheKey="snack-test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ParkProviders>,
  );

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
