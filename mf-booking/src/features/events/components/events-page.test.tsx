import { act, fireEvent, screen } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { activity, formula, slot } from '../../planning/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-11-27T12:00:00+01:00';
const events = activity({ aid: 9, name: 'ÉVÉNEMENTS', code: 'events' });
const party = formula({ fid: 20, oid: 12, aid: 9, article: 181, name: 'SOIRÉE BOWLING & KARAOKÉ', rooms: '20' });

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  localStorage.clear();
  basketStore.reset();
  api = fakeParkApi({
    activities: [events],
    formulas: [party],
    slotsByDay: {
      '2026-11-27': [
        slot({
          id: 50,
          idActivity: 9,
          idRoom: 20,
          start: '2026-11-27T20:00:00+01:00',
          end: '2026-11-28T00:00:00+01:00',
          placesMax: 120,
          placesTaken: 10,
        }),
        slot({
          id: 51,
          idActivity: 9,
          idRoom: 21,
          start: '2026-11-27T21:00:00+01:00',
          end: '2026-11-28T00:00:00+01:00',
          placesMax: 120,
        }),
      ],
      '2026-11-28': [
        slot({
          id: 60,
          idActivity: 9,
          idRoom: 20,
          start: '2026-11-28T20:00:00+01:00',
          end: '2026-11-29T00:00:00+01:00',
          placesMax: 120,
        }),
      ],
    },
    tariffsByArticle: {
      181: [{ id: 80, idArticle: 181, price: 35, name: 'Normal', isDefault: true }],
      323: [{ id: 70, idArticle: 323, price: 18.5, name: 'Normal', isDefault: true }],
    },
  });
  api.mock.onGet('/v1/offres').reply(200, {
    data: [{ oid: 12, aid: 9, web: true, name: 'SOIRÉES À THÈME', color: '', image: '', strings: '{}', sort: 0 }],
  });
  api.mock.onGet('/v1/accessoires').reply(200, {
    data: [
      { aid: 9, cid: 7, name: 'Planche mixte', article: 323 },
      { aid: 1, cid: 1, name: 'Chaussettes', article: 231 },
    ],
  });
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

  it('books an event with participants 1 to 6 and a plate, then another date', async () => {
    const view = renderBooking('/activites/9/12/events', NOW);

    expect(await screen.findByTestId('slot-50')).toBeInTheDocument();
    // Only the formula's room.
    expect(screen.queryByTestId('slot-51')).toBeNull();
    expect(screen.queryByTestId('event-extra-231')).toBeNull();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('event-error')).toHaveTextContent('Aucune créneau sélectionnée.');
    fireEvent.click(screen.getByTestId('slot-50'));
    // The message goes once a slot is chosen.
    expect(screen.queryByTestId('event-error')).toBeNull();
    fireEvent.change(screen.getByTestId('event-participants'), { target: { value: '9' } });
    expect(screen.getByTestId('event-participants')).toHaveValue('6');
    expect(screen.getByText('1 piste pour 6 personnes maximum')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('event-extra-323-plus'));
    expect(screen.getByTestId('event-total')).toHaveTextContent('228,50 €');
    fireEvent.click(screen.getByTestId('event-another-date'));
    expect(basketStore.get().lines.map((l) => [l.id, l.counter, l.type, l.idPlanning])).toEqual([
      [181, 6, 2, 50],
      [323, 1, 2, null],
    ]);
    // The form is ready for another date: extras back to 0, and the room now booked in the basket at
    // 20:00 hides that slot.
    expect(screen.queryByTestId('slot-50')).toBeNull();
    expect(screen.getByTestId('no-slot')).toBeInTheDocument();
    expect(screen.getByTestId('event-extra-323')).toHaveValue('0');
    expect(view.events.filter((e) => e.type === 'navigation:requested')).toEqual([]);
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
    expect(screen.getByTestId('event-participants')).toHaveValue('3');
    expect(screen.getByTestId('event-extra-323')).toHaveValue('2');
    fireEvent.click(screen.getByTestId('event-participants-plus'));
    fireEvent.click(screen.getByTestId('validate-basket'));
    expect(basketStore.get().lines.map((l) => [l.pid, l.id, l.counter])).toEqual([
      ['evt', 181, 4],
      ['evt', 323, 2],
    ]);
    view.stop();
  });
});
