import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  bus,
  http,
  HttpError,
  ParkProviders,
  sessionStore,
  snackingAddressStore,
  type HttpAdapter,
  type HttpRequest,
  type HttpResponse,
} from 'shared-events';
import { AppRoutes } from '../../../routes';
import { staffStore, tabletStore } from '../model/bar-stores';
import type { BarOrder } from '../model/types';

/** The bar screen's and the tablet set-up's tests: the API's answers, the live feed, the page. */

export const order: BarOrder = {
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

/** Another table's order, paid a minute later. */
export const laterOrder: BarOrder = {
  ...order,
  id: 2,
  number: 58,
  reference: 'PK-2',
  table: { id: 9, name: 'TABLE 9' },
  paidAt: '2026-11-23T17:46:00.000Z',
  updatedAt: '2026-11-23T17:46:00.000Z',
};

/** The last EventSource opened, driven by the test. */
export class FakeEventSource {
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
  /** The stream is open (the API answered 200). */
  open() {
    this.onopen?.();
  }
  /** The API refused the stream (EventSource gives up without saying why). */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

export const calls: Array<{ method: string; url: string; body: unknown; staff: unknown; auth: unknown }> = [];
/** Staff tokens the API refuses (expired after 12 h, or the staff code changed). */
export const refusedTokens = new Set<string>();
/** Answers held until the test releases them (`hold('post /bar/orders/1/status')`). */
const held = new Map<string, Promise<void>>();
/** Toasts asked for by the page. */
export const toasts: string[] = [];
/** Answers that replace the usual one for a call (`'get /bonresto/tables'`): data, an error status, or no answer. */
export const answers = new Map<string, { data: unknown; status?: number } | 'network'>();

/** Holds the next answers of a call until the returned function is called. */
export function hold(call: string): () => void {
  let release = () => undefined as void;
  held.set(call, new Promise<void>((resolve) => (release = resolve)));
  return () => {
    held.delete(call);
    release();
  };
}

const STAFF_ONLY = 'Réservé au personnel du bar : identifiez-vous avec le code du personnel.';

const answer = (config: HttpRequest, data: unknown, status = 200): HttpResponse => {
  if (status >= 400) throw new HttpError('refused', config, { status, data, headers: {} });
  return { data, status, headers: {} };
};

function answerFor(config: HttpRequest): HttpResponse {
  const body = config.data as { code?: string; status?: string; onSale?: boolean } | undefined;
  const staff = config.headers['X-Staff-Token'];
  if (config.url.startsWith('/bar/') && staff !== undefined && refusedTokens.has(staff)) {
    return answer(config, { message: STAFF_ONLY }, 401);
  }
  switch (`${config.method} ${config.url}`) {
    case 'post /bar/staff/signin':
      return body?.code === 'bar360'
        ? answer(config, { token: 'bar.staff' })
        : answer(config, { message: 'Code du personnel invalide.' }, 401);
    case 'get /bar/orders':
      return answer(config, { orders: [], lastEventId: 12, servedVisibleMs: 2 * 3600_000 });
    case 'get /bar/products':
      return answer(config, {
        products: [{ id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true, priceCents: 350 }],
      });
    case 'post /bar/orders/1/status':
      return answer(config, { ...order, status: body?.status });
    case 'put /bar/products/301':
      return answer(config, {
        id: 301,
        name: 'COCA-COLA 33 CL',
        category: 'SOFT',
        onSale: body?.onSale,
        priceCents: 350,
      });
    case 'get /v1/activites':
      return answer(config, { data: [{ aid: 13, code: 'snacking', status: true }] });
    case 'get /bonresto/zones':
      return answer(config, { zones: [{ id: 2, name: 'BAR PRINCIPAL' }] });
    case 'get /bonresto/tables':
      return answer(config, { tables: [{ id: 7, name: 'TABLE 7', zone: 2 }] });
    case 'post /bar/zone-signin':
      return config.headers['X-Tablet-Token'] === 'bar.tablet'
        ? answer(config, { token: 'zone-token', clientId: 900, type: 'anonyme' })
        : answer(config, { message: 'Cette tablette n’est pas associée à une table.' }, 401);
    case 'get /v1/offres':
      return answer(config, { data: [{ oid: 16, aid: 13, name: 'SOFT' }] });
    case 'get /articles':
      return answer(config, { articles: [], total: 0 });
    case 'post /bar/tablets':
      return answer(config, {
        token: 'bar.tablet',
        zone: { id: 2, name: 'BAR PRINCIPAL' },
        table: { id: 7, name: 'TABLE 7' },
      });
    default:
      throw new Error(`unexpected ${config.method} ${config.url}`);
  }
}

const adapter: HttpAdapter = async (config) => {
  calls.push({
    method: config.method,
    url: config.url,
    body: config.data,
    staff: config.headers['X-Staff-Token'],
    auth: config.headers.Authorization,
  });
  const call = `${config.method} ${config.url}`;
  await held.get(call);
  const given = answers.get(call);
  if (given === 'network') throw new HttpError('network', config, undefined, 'network');
  return given ? answer(config, given.data, given.status) : answerFor(config);
};

/** Installs the API's answers and the fake EventSource, and starts each test signed out with nothing stored. */
export function installBarKit() {
  beforeAll(() => {
    http.defaults.adapter = adapter;
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    bus.on('toast:requested').subscribe(({ message }) => toasts.push(message));
  });
  beforeEach(() => {
    calls.length = 0;
    toasts.length = 0;
    refusedTokens.clear();
    held.clear();
    answers.clear();
    FakeEventSource.last = null;
    staffStore.reset();
    tabletStore.reset();
    snackingAddressStore.reset();
    sessionStore.reset();
  });
}

export const renderAt = (path: string) =>
  render(
    <ParkProviders cacheKey="snack-test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ParkProviders>,
  );

/** The bar screen signed in, the board answered with `orders` and `servedVisibleMs`, its feed open. */
export async function openScreen(orders: unknown[], servedVisibleMs = 2 * 3600_000) {
  answers.set('get /bar/orders', { data: { orders, lastEventId: 12, servedVisibleMs } });
  staffStore.set({ token: 'bar.staff' });
  renderAt('/bar');
  await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/bar/feed?since=12&token=bar.staff'));
  act(() => FakeEventSource.last!.open());
  await screen.findByTestId(`bar-column-reçue`);
}
