import { sessionStore } from 'shared-events';
import { mockHttp, navigationsOf, recordBus, renderInArea, testUser, toastsOf } from 'shared-events/testing';
import { AppRoutes } from '../../routes';
import { AreaDatePickers } from 'shared-events/date-pickers';

export { mockHttp };

/** Renders the account routes at `path` inside the park providers, like the shell does. */
export function renderAccount(path: string) {
  return renderInArea(<AppRoutes />, { path, wrap: (children) => <AreaDatePickers>{children}</AreaDatePickers> });
}

/** Records the bus events of a test. */
export const recordEvents = recordBus;
export const toasts = toastsOf;
export const navigations = navigationsOf;

export function resetSession(): void {
  sessionStore.reset();
}

export const jean = testUser({
  id: 7,
  firstName: 'Jean',
  lastName: 'Dupont',
  birthday: '1990-06-15',
  email: 'jean@example.fr',
});

/** Jean signed in (client 7, token 'jwt-7'), as after the sign-in form. */
export function signInAsJean(): void {
  sessionStore.update((d) => {
    d.token = 'jwt-7';
    d.clientId = 7;
    d.signInType = 'normal';
    d.currentUser = jean as never;
  });
}

/** Jean's paid karting order, as GET /api/ticket answers it. */
export const jeanOrder = {
  id: 12,
  date: '2026-11-05T14:30:00+01:00',
  total: 36,
  reference: 'R1',
  paymentMethod: 'card',
  sales: [{ id: 1, qty: 2, label: 'KARTING ADULTE', price: 18 }],
};
