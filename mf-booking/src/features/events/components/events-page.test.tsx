import { act, fireEvent, screen } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { offer, renderBooking } from '../../planning/test/render-booking';
import { slot } from '../../../shared/model/test-fixtures';
import { eventsParkApi, events, NOW } from '../test/events-park-api';

let api: ReturnType<typeof eventsParkApi>;
beforeEach(() => {
  api = eventsParkApi();
});
afterEach(() => api.mock.restore());

describe('events page', () => {
  it('opens on the first day with an event slot, not on a day without one', async () => {
    api.mock.onGet('/planning/days').reply(200, { days: ['2026-11-28'] });
    const view = renderBooking('/activites/9/12/events', '2026-11-26T12:00:00+01:00');
    expect(await screen.findByTestId('slot-60')).toBeInTheDocument();
    expect(screen.queryByTestId('no-slot')).toBeNull();
    expect(api.browsed).toEqual(['2026-11-28']);
    view.stop();
  });

  it('books an event with 1 to 6 participants and drinks by category, then another date', async () => {
    const view = renderBooking('/activites/9/12/events', NOW);

    expect(await screen.findByTestId('slot-50')).toBeInTheDocument();
    // Only the formula's room.
    expect(screen.queryByTestId('slot-51')).toBeNull();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('event-error')).toHaveTextContent('Aucune créneau sélectionnée.');
    fireEvent.click(screen.getByTestId('slot-50'));
    // The message goes once a slot is chosen.
    expect(screen.queryByTestId('event-error')).toBeNull();
    // The participant count dialog: 1 to 6.
    fireEvent.click(screen.getByTestId('event-participants'));
    expect(screen.getByTestId('participants-dialog')).toHaveTextContent('1 piste pour 6 personnes maximum');
    expect(screen.getByTestId('participants-choice-6')).toBeInTheDocument();
    expect(screen.queryByTestId('participants-choice-7')).toBeNull();
    fireEvent.click(screen.getByTestId('participants-choice-6'));
    expect(screen.getByTestId('event-participants')).toHaveTextContent('6 personnes');
    // 'FAITES-VOUS PLAISIR !' is offered before the lines go to the basket, by category.
    fireEvent.click(screen.getByTestId('event-another-date'));
    const dialog = await screen.findByTestId('drinks-dialog');
    expect(dialog).toHaveTextContent('FAITES-VOUS PLAISIR !');
    expect(screen.getAllByTestId('drinks-dialog-category').map((c) => c.textContent)).toEqual([
      'SOFT',
      'BIÈRE',
      'PLANCHE APÉRO À PARTAGER',
    ]);
    expect(screen.queryByTestId('extra-231')).toBeNull();
    expect(screen.getByTestId('extra-323-minus')).toBeDisabled();
    fireEvent.click(screen.getByTestId('extra-323-plus'));
    fireEvent.click(screen.getByTestId('extra-301-plus'));
    fireEvent.click(screen.getByTestId('extra-301-plus'));
    expect(screen.getByTestId('drinks-dialog-total')).toHaveTextContent('25,50 €');
    fireEvent.click(screen.getByTestId('drinks-dialog-confirm'));
    expect(
      basketStore
        .get()
        .lines.map((l) => [l.id, l.counter, l.type, l.idPlanning, l.pid === basketStore.get().lines[0]!.pid]),
    ).toEqual([
      [181, 6, 2, 50, true],
      [323, 1, 2, null, true],
      [301, 2, 2, null, true],
    ]);
    // The form is ready for another date: no drinks, and the room now booked in the basket at 20:00
    // hides that slot.
    expect(screen.queryByTestId('slot-50')).toBeNull();
    expect(screen.getByTestId('no-slot')).toBeInTheDocument();
    expect(screen.getByTestId('event-extras-summary')).toHaveTextContent('Aucune pour le moment');
    expect(view.events.filter((e) => e.type === 'navigation:requested')).toEqual([]);
    view.stop();
  });

  it('goes on without drinks with « Non merci »', async () => {
    const view = renderBooking('/activites/9/12/events', NOW);
    fireEvent.click(await screen.findByTestId('slot-50'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    fireEvent.click(await screen.findByTestId('drinks-dialog-decline'));
    expect(basketStore.get().lines.map((l) => [l.id, l.counter])).toEqual([[181, 1]]);
    view.stop();
  });
});

describe('events page, a slot with fewer free places than the participants chosen', () => {
  it('offers the slot and holds the participants to its free places (the server holds one place each)', async () => {
    const fewLeft = slot({
      id: 70,
      idActivity: 9,
      idRoom: 20,
      start: '2026-11-27T20:00:00+01:00',
      end: '2026-11-28T00:00:00+01:00',
      placesMax: 120,
      placesTaken: 116,
    });
    api.mock.onGet('/planning/browse').reply(200, [fewLeft]);
    const view = renderBooking('/activites/9/12/events', NOW);
    // 6 participants first, before any slot.
    fireEvent.click(await screen.findByTestId('event-participants'));
    fireEvent.click(screen.getByTestId('participants-choice-6'));
    expect(screen.getByTestId('event-participants')).toHaveTextContent('6 personnes');
    // The slot has 4 free places: offered, not 'COMPLET'.
    expect(await screen.findByTestId('slot-70-label')).toHaveTextContent('4 places libres');
    expect(screen.getByTestId('slot-70')).toBeEnabled();
    fireEvent.click(screen.getByTestId('slot-70'));
    expect(screen.getByTestId('event-participants')).toHaveTextContent('4 personnes');
    fireEvent.click(screen.getByTestId('event-participants'));
    expect(screen.getByTestId('participants-choice-4')).toBeInTheDocument();
    expect(screen.queryByTestId('participants-choice-5')).toBeNull();
    fireEvent.click(screen.getByTestId('participants-choice-4'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    fireEvent.click(await screen.findByTestId('drinks-dialog-decline'));
    expect(basketStore.get().lines.map((l) => [l.id, l.counter, l.idPlanning])).toEqual([[181, 4, 70]]);
    view.stop();
  });
});

describe('events page, editing', () => {
  it('reopens the edited booking on its slot (not hidden by its own room) and replaces it', async () => {
    act(() => {
      basketStore.update((draft) => {
        const base = {
          pid: 'evt',
          aid: 9,
          oid: 12,
          fid: 20,
          type: 2 as const,
          select: '2026-11-27T20:00:00+01:00',
          day: '27/11/2026',
          houre: '20:00',
          end: '2026-11-28T00:00:00+01:00',
          color: '#000',
          spectateurs: 0,
          complet: false,
        };
        draft.lines = [
          {
            ...base,
            nid: 'a',
            id: 181,
            idTariff: 80,
            price: 35,
            counter: 3,
            description: 'SOIRÉE',
            idPlanning: 50,
            idRoom: 20,
          },
          {
            ...base,
            nid: 'b',
            id: 323,
            idTariff: 70,
            price: 18.5,
            counter: 2,
            description: 'Planche mixte',
            idPlanning: null,
            idRoom: null,
          },
        ];
      });
    });
    const view = renderBooking('/activites/9/12/events?edit=evt', NOW);
    expect(await screen.findByTestId('slot-50')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('event-participants')).toHaveTextContent('3 personnes');
    expect(screen.getByTestId('event-extras-summary')).toHaveTextContent('2 × Planche mixte');
    fireEvent.click(screen.getByTestId('event-participants'));
    fireEvent.click(screen.getByTestId('participants-choice-4'));
    // The pencil reopens the drinks with their counts; editing does not ask again before the basket.
    fireEvent.click(screen.getByTestId('event-extras'));
    expect(screen.getByTestId('extra-323')).toHaveValue('2');
    fireEvent.click(screen.getByTestId('extra-312-plus'));
    fireEvent.click(screen.getByTestId('drinks-dialog-confirm'));
    fireEvent.click(screen.getByTestId('validate-basket'));
    expect(basketStore.get().lines.map((l) => [l.pid, l.id, l.counter])).toEqual([
      ['evt', 181, 4],
      ['evt', 323, 2],
      ['evt', 312, 1],
    ]);
    view.stop();
  });
});

describe('events page, not sold online', () => {
  const NOT_FOUND = "Cette activité ou cette formule n'existe pas ou n'est plus disponible.";

  it('shows the not-found view for an inactive activity (status false), without slots', async () => {
    api.mock.onGet('/v1/activites').reply(200, { data: [{ ...events, status: false }] });
    const view = renderBooking('/activites/9/12/events', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('slot-50')).toBeNull();
    expect(api.browsed).toEqual([]);
    view.stop();
  });

  it('shows the not-found view for an offer of another activity than the events one, without slots', async () => {
    api.mock.onGet('/v1/activites').reply(200, { data: [{ ...events, code: 'karting' }] });
    const view = renderBooking('/activites/9/12/events', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('slot-50')).toBeNull();
    expect(api.browsed).toEqual([]);
    view.stop();
  });

  it('shows the not-found view for an offer hidden from the website (web false), without slots', async () => {
    api.mock.onGet('/v1/offres').reply(200, { data: [offer({ oid: 12, aid: 9, web: false })] });
    const view = renderBooking('/activites/9/12/events', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('slot-50')).toBeNull();
    expect(api.browsed).toEqual([]);
    view.stop();
  });

  it.each(['abc', '0', '1.5', '07'])(
    'shows the not-found view of a malformed id (%s), without calling the API',
    async (id) => {
      for (const url of [`/activites/${id}/12/events`, `/activites/9/${id}/events`]) {
        const view = renderBooking(url, NOW);
        expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
        view.stop();
        view.unmount();
      }
      expect(api.mock.history.get).toEqual([]);
    },
  );
});
