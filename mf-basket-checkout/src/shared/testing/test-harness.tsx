/** Test helpers for this area's components: stores reset, HTTP intercepted, bus events recorded. */
import { render } from '@testing-library/react';
import type { HttpStub } from 'shared-events/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { basketStore, bus, sessionStore } from 'shared-events';
import { mockHttp, resetStores, testUser as makeTestUser } from 'shared-events/testing';
import type { BasketLine, CurrentUser, ParkEvent } from 'shared-events';
import { paymentLinesStore } from '../payment/payment-lines';

export interface Harness {
  mock: HttpStub;
  toasts: Array<{ message: string; variant?: string; durationMs?: number }>;
  navigations: Array<{ to: string; replace?: boolean }>;
  events: ParkEvent[];
  done(): void;
}

export function setUpHarness(): Harness {
  resetStores();
  paymentLinesStore.reset();
  const mock = mockHttp();
  const toasts: Harness['toasts'] = [];
  const navigations: Harness['navigations'] = [];
  const events: ParkEvent[] = [];
  const subs = [
    bus
      .on('toast:requested')
      .subscribe((e) => toasts.push({ message: e.message, variant: e.variant, durationMs: e.durationMs })),
    bus.on('navigation:requested').subscribe((e) => navigations.push({ to: e.to, replace: e.replace })),
    bus.events$.subscribe((e) => events.push(e)),
  ];
  return {
    mock,
    toasts,
    navigations,
    events,
    done() {
      subs.forEach((s) => s.unsubscribe());
      mock.restore();
    },
  };
}

export function renderAt(path: string, routes: Array<{ path: string; element: ReactElement }>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="*" element={<div data-testid="elsewhere" />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const testUser: CurrentUser = makeTestUser();

export function signIn(user: CurrentUser | null = testUser) {
  sessionStore.set({
    token: 'tok',
    clientId: user?.id ?? 42,
    signInType: 'normal',
    loginType: 'normal',
    currentUser: user,
    ticketsEmail: null,
    returnTo: null,
  });
}

export function setBasket(lines: BasketLine[]) {
  basketStore.set({ lines, promoCodes: [], validated: false });
}
