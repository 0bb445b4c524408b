import { fireEvent, screen, within } from '@testing-library/react';
import { resetStores } from 'shared-events/testing';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const trampoline = activity({ aid: 1, name: 'TRAMPOLINES', minParticipants: 0, maxParticipants: 60 });
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });
const slots = {
  '2026-06-10': [slot({ id: 2, start: '2026-06-10T16:00:00+02:00', end: '2026-06-10T17:00:00+02:00' })],
};
const SERVER_ERROR = [500, { statusCode: 500, message: 'Erreur' }] as [number, unknown];

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [trampoline],
    formulas: [jump],
    slotsByDay: slots,
    tariffsByArticle: { 100: tariffs },
  });
});
afterEach(() => api.mock.restore());

describe("booking loads that fail offer 'Réessayer'", () => {
  it('the calendar page: the formula that failed to load is loaded again', async () => {
    let calls = 0;
    api.mock.onGet('/v1/activites').reply(() => (calls++ === 0 ? SERVER_ERROR : [200, { data: [trampoline] }]));
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    const error = await screen.findByTestId('booking-error');
    expect(error).toHaveTextContent('Le service de réservation ne répond pas. Veuillez réessayer dans un instant.');
    fireEvent.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('slot-2')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-error')).toBeNull();
    view.stop();
  });

  it('the recap page too', async () => {
    let calls = 0;
    api.mock.onGet('/v1/activites').reply(() => (calls++ === 0 ? SERVER_ERROR : [200, { data: [trampoline] }]));
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    fireEvent.click(await screen.findByTestId('booking-retry'));
    expect(await screen.findByRole('heading', { name: 'TRAMPOLINES' })).toBeInTheDocument();
    expect(screen.queryByTestId('booking-error')).toBeNull();
    view.stop();
  });

  it("the day's slot list: the day's slots are asked again", async () => {
    let calls = 0;
    api.mock.onGet('/planning/browse').reply(() => (calls++ === 0 ? SERVER_ERROR : [200, slots['2026-06-10']]));
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    const error = await screen.findByTestId('slots-error');
    expect(error).toHaveTextContent('Le service de réservation ne répond pas.');
    fireEvent.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('slot-2')).toBeInTheDocument();
    expect(screen.queryByTestId('slots-error')).toBeNull();
    expect(calls).toBe(2);
    view.stop();
  });

  it('not an address that names nothing: trying again would not change it', async () => {
    const view = renderBooking('/activites/1/5/99/calendar', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent("n'existe pas");
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    view.stop();
  });
});
