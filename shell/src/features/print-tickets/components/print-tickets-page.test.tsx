import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-events';
import { mockHttp, recordBus, renderInArea, resetStores, toastsOf, type HttpStub } from 'shared-events/testing';
import { printStaffStore } from '../model/print-staff-store';
import { PRINT_FAILED, PRINT_MISSING, PRINT_SENT, PrintTicketsPage } from './print-tickets-page';

const STAFF_ONLY = 'Réservé au personnel du bar : identifiez-vous avec le code du personnel.';
const UNREACHABLE = "Le serveur d'impression est injoignable. Vérifiez qu'il est allumé et relié au réseau du parc.";

let http: HttpStub;
let bus: ReturnType<typeof recordBus>;

beforeEach(() => {
  resetStores();
  printStaffStore.reset();
  http = mockHttp();
  bus = recordBus();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  bus.stop();
  http.restore();
  jest.restoreAllMocks();
});

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

function signedInStaff(token = 'bar.staff.sig') {
  printStaffStore.set({ token });
  renderInArea(<PrintTicketsPage />, { path: '/printTickets' });
}

describe('/printTickets: the staff code first', () => {
  it('asks for the staff code, signs in through the API, then shows the print form', async () => {
    // A visitor signed in on the same browser: the staff calls leave their session alone.
    sessionStore.update((d) => {
      d.token = 'visitor-token';
    });
    http
      .onPost('/bar/staff/signin', { code: 'bar361' })
      .reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Code du personnel invalide.' });
    http
      .onPost('/bar/staff/signin', { code: 'bar360' })
      .reply(200, { token: 'bar.staff.sig', role: 'staff', expiresIn: 1 });
    renderInArea(<PrintTicketsPage />, { path: '/printTickets' });
    expect(screen.queryByTestId('print-form')).not.toBeInTheDocument();

    press('Se connecter');
    expect(await screen.findByText('Saisissez le code du personnel.')).toBeInTheDocument();
    expect(http.history.post).toHaveLength(0);

    fill('print-staff-code', 'bar361');
    press('Se connecter');
    expect(await screen.findByText('Code du personnel invalide.')).toBeInTheDocument();

    fill('print-staff-code', 'bar360');
    press('Se connecter');
    expect(await screen.findByTestId('print-form')).toBeInTheDocument();
    expect(http.history.post.map((r) => [r.baseURL, r.url, r.headers])).toEqual([
      ['/api', '/bar/staff/signin', {}],
      ['/api', '/bar/staff/signin', {}],
    ]);
    expect(printStaffStore.get().token).toBe('bar.staff.sig');
    expect(sessionStorage.getItem('park.printStaff.v1')).toContain('bar.staff.sig');
    expect(sessionStore.get().token).toBe('visitor-token');
    expect(toastsOf(bus.events)).toEqual([]);
  });
});

describe('/printTickets: printing through the park API', () => {
  it('asks for both fields before printing', () => {
    signedInStaff();
    press('Imprimer');
    expect(http.history.post).toHaveLength(0);
    expect(toastsOf(bus.events)).toEqual([PRINT_MISSING]);
  });

  it('posts ticket and station to /api/v1/print with the staff token, then confirms', async () => {
    http.onPost('/v1/print', { ticket: 'T-42', station: 'ACCUEIL' }).reply(204);
    signedInStaff('bar.staff.sig');
    fill('print-ticket', ' T-42 ');
    fill('print-station', 'ACCUEIL');
    press('Imprimer');
    await waitFor(() => expect(toastsOf(bus.events)).toEqual([PRINT_SENT]));
    const [sent] = http.history.post;
    expect(sent).toMatchObject({ baseURL: '/api', url: '/v1/print', data: '{"ticket":"T-42","station":"ACCUEIL"}' });
    expect(sent!.headers).toEqual({ 'X-Staff-Token': 'bar.staff.sig' });
  });

  it("tells the API's French message on a failure, and the generic one when there is none", async () => {
    http
      .onPost('/v1/print')
      .replyOnce(502, { statusCode: 502, error: 'Bad Gateway', message: UNREACHABLE })
      .onPost('/v1/print')
      .networkErrorOnce();
    signedInStaff();
    fill('print-ticket', 'T-42');
    fill('print-station', 'ACCUEIL');
    press('Imprimer');
    await waitFor(() => expect(toastsOf(bus.events)).toEqual([UNREACHABLE]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Imprimer' })).toBeEnabled());
    press('Imprimer');
    await waitFor(() => expect(toastsOf(bus.events)).toEqual([UNREACHABLE, PRINT_FAILED]));
    expect(screen.getByTestId('print-form')).toBeInTheDocument();
  });

  it('asks for the staff code again when the API refuses the staff token', async () => {
    http.onPost('/v1/print').reply(401, { statusCode: 401, error: 'Unauthorized', message: STAFF_ONLY });
    signedInStaff('bar.expired.sig');
    fill('print-ticket', 'T-42');
    fill('print-station', 'ACCUEIL');
    press('Imprimer');
    expect(await screen.findByTestId('print-staff-code')).toBeInTheDocument();
    expect(toastsOf(bus.events)).toEqual([STAFF_ONLY]);
    expect(printStaffStore.get().token).toBeNull();
    expect(bus.events.some((e) => e.type === 'auth:session-expired')).toBe(false);
  });

  it('signs the staff out on request', async () => {
    signedInStaff();
    press('Se déconnecter');
    expect(await screen.findByTestId('print-staff-code')).toBeInTheDocument();
    expect(printStaffStore.get().token).toBeNull();
  });
});
