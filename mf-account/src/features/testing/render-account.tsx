import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import MockAdapter from 'axios-mock-adapter';
import { bus, http, ParkProviders, sessionStore, type ParkEvent } from 'shared-events';
import { AppRoutes } from '../../routes';
import { AreaDatePickers } from '../../area-date-pickers';

// The machine is shared: give asynchronous UI updates more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so tests can assert redirects and links of other areas. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the account routes at `path` inside the park providers, like the shell does. */
export function renderAccount(path: string) {
  return render(
    <ParkProviders cacheKey="test">
      <AreaDatePickers>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AreaDatePickers>
    </ParkProviders>,
  );
}

/** Intercepts the shared axios client at the HTTP adapter level. */
export function mockHttp(): MockAdapter {
  return new MockAdapter(http);
}

/** Records the bus events of a test. */
export function recordEvents(): { events: ParkEvent[]; stop: () => void } {
  const events: ParkEvent[] = [];
  const subscription = bus.events$.subscribe((e) => events.push(e));
  return { events, stop: () => subscription.unsubscribe() };
}

export const toasts = (events: ParkEvent[]) =>
  events.filter((e) => e.type === 'toast:requested').map((e) => (e as { message: string }).message);
export const navigations = (events: ParkEvent[]) =>
  events.filter((e) => e.type === 'navigation:requested').map((e) => (e as { to: string }).to);

export function resetSession(): void {
  sessionStore.reset();
}

export const jean = {
  id: 7,
  idCiv: 1,
  firstName: 'Jean',
  secondName: null,
  lastName: 'Dupont',
  birthday: '1990-06-15',
  email: 'jean@example.fr',
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
};
