// The front-end test kit ('shared-events/testing'): what every area's component tests need, once. Test files only.
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '../bus/bus';
import { createParkQueryClient, parkQueryClient } from '../data/query-client';
import type { ParkEvent } from '../bus/events';
import type { CurrentUser } from '../types';
import { createHttpStub, type HttpStub } from './http-stub';
import { basketStore, sessionStore, snackingAddressStore, transactionStore } from '../stores';
import { ParkProviders } from '../theme/park-providers';

export { basketLine } from './basket-line';

// The machine is shared: asynchronous UI updates (MUI, lazy pages, date pickers) get more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is (path and query), so tests can assert redirects and links to other areas. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderInAreaOptions {
  /** The URL the memory router starts at. */
  path?: string;
  /** The emotion cache key of the park's providers. */
  cacheKey?: string;
  /** Providers of the area's own, between the park's providers and the router (date pickers, a fixed clock). */
  wrap?: (children: ReactNode) => ReactNode;
  /** The data layer's client; a fresh one per render unless given (answers never leak from a test to the next). */
  queryClient?: QueryClient;
}

/** Renders `ui` as the shell would: the park's providers, the area's own, a memory router and the location probe. */
export function renderInArea(
  ui: ReactNode,
  { path = '/', cacheKey = 'test', wrap = (c) => c, queryClient = createParkQueryClient() }: RenderInAreaOptions = {},
) {
  return render(
    <ParkProviders cacheKey={cacheKey} queryClient={queryClient}>
      {wrap(
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>,
      )}
    </ParkProviders>,
  );
}

/** Intercepts the shared HTTP client at its adapter: the area's calls answered by the test (see http-stub.ts). */
export function mockHttp(): HttpStub {
  return createHttpStub();
}

/** Records the bus's events from now on; `stop()` ends the recording. */
export function recordBus(): { events: ParkEvent[]; stop: () => void } {
  const events: ParkEvent[] = [];
  const subscription = bus.events$.subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

/** The toasts' messages among recorded events. */
export const toastsOf = (events: readonly ParkEvent[]) =>
  events.flatMap((e) => (e.type === 'toast:requested' ? [e.message] : []));

/** The navigations asked among recorded events. */
export const navigationsOf = (events: readonly ParkEvent[]) =>
  events.flatMap((e) => (e.type === 'navigation:requested' ? [e.to] : []));

/** Every persistent store back to its empty state, the page's storage emptied and its loaded answers forgotten. */
export function resetStores(): void {
  parkQueryClient().clear();
  localStorage.clear();
  sessionStorage.clear();
  basketStore.reset();
  sessionStore.reset();
  transactionStore.reset();
  snackingAddressStore.reset();
}

/** The timers a fixed clock leaves real: only the date is fixed, so waits, toasts and the data layer run as usual. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Sets the page's clock (Date) to `iso` for the rest of the test, running on from there; `releaseClock()` gives
 * the real date back. Tests that depend on "now" (past slots, today's subscription) say which day they are on.
 */
export function fixClock(iso: string): void {
  const now = new Date(iso);
  if (Number.isNaN(now.getTime())) throw new Error(`fixClock: not a date: ${iso}`);
  jest.useFakeTimers({ now, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
}

/** Gives the real date back after `fixClock`. */
export function releaseClock(): void {
  jest.useRealTimers();
}

/** A signed-in individual as GET /api/users/{id} answers it (the contract's type); `over` changes what a test needs. */
export function testUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 42,
    idCiv: 1,
    firstName: 'Camille',
    secondName: null,
    lastName: 'Durand',
    birthday: '1990-05-01',
    email: 'camille@example.fr',
    mobilePhone: '0612345678',
    photo: null,
    photoGuid: null,
    photoType: null,
    idVil: null,
    address: null,
    address1: null,
    city: null,
    type: 0,
    contactSMS: 1,
    contactEmail: 1,
    contactPostal: 1,
    contactPhone: 1,
    identificationNumber: null,
    hasPassword: true,
    companyStatus: null,
    companyLogin: null,
    ...over,
  };
}
