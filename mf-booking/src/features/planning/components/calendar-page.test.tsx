import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { resetStores } from 'shared-events/testing';
import { RESERVATION_STORAGE_KEY } from '../model/reservation-state';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const trampoline = activity({
  aid: 1,
  name: 'TRAMPOLINES',
  minParticipants: 0,
  maxParticipants: 60,
  spectatorFactor: 1,
});
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });

function day(): Record<string, ReturnType<typeof slot>[]> {
  return {
    '2026-06-10': [
      slot({ id: 1, start: '2026-06-10T14:30:00+02:00', end: '2026-06-10T15:30:00+02:00' }), // before now + 1 h
      slot({
        id: 2,
        start: '2026-06-10T16:00:00+02:00',
        end: '2026-06-10T17:00:00+02:00',
        placesMax: 20,
        placesTaken: 14,
      }),
      slot({
        id: 3,
        start: '2026-06-10T17:00:00+02:00',
        end: '2026-06-10T18:00:00+02:00',
        placesMax: 20,
        placesTaken: 20,
      }),
      slot({ id: 4, start: '2026-06-10T18:00:00+02:00', end: '2026-06-10T19:00:00+02:00', deleted: true }),
      slot({ id: 5, start: '2026-06-10T18:00:00+02:00', end: '2026-06-10T19:00:00+02:00', idActivity: 9 }),
    ],
    '2026-06-11': [slot({ id: 6, start: '2026-06-11T10:00:00+02:00', end: '2026-06-11T11:00:00+02:00' })],
  };
}

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [trampoline],
    formulas: [jump],
    slotsByDay: day(),
    tariffsByArticle: { 100: tariffs },
  });
});
afterEach(() => api.mock.restore());

describe('planning page', () => {
  it("opens on the default day and offers only the day's bookable slots, 'COMPLET' on full ones", async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    expect(await screen.findByTestId('slot-2')).toBeInTheDocument();
    expect(api.browsed).toEqual(['2026-06-10']);
    expect(screen.queryByTestId('slot-1')).toBeNull();
    expect(screen.queryByTestId('slot-4')).toBeNull();
    expect(screen.queryByTestId('slot-5')).toBeNull();
    expect(screen.getByTestId('slot-2-label')).toHaveTextContent('6 places libres');
    expect(screen.getByTestId('slot-3-label')).toHaveTextContent('COMPLET');
    expect(screen.getByTestId('slot-3')).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'TRAMPOLINES' })).toBeInTheDocument();
    expect(screen.getByTestId('validate-planning')).toHaveTextContent(/^Valider$/);
    view.stop();
  });

  it('opens on the first day with a bookable slot when the default day has none, and greys out the others', async () => {
    api.mock.restore();
    api = fakeParkApi({
      activities: [trampoline],
      formulas: [jump],
      slotsByDay: day(),
      tariffsByArticle: { 100: tariffs },
      openDays: ['2026-06-11', '2026-06-13'],
    });
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    expect(await screen.findByTestId('slot-6')).toBeInTheDocument();
    expect(api.browsed).toEqual(['2026-06-11']);
    expect(api.openDaysAsked).toEqual([{ activity: 1, from: '2026-06-10', days: 62 }]);
    expect(screen.queryByTestId('no-slot')).toBeNull();
    expect(screen.getByTestId('closed-days-note')).toHaveAttribute('data-closed', 'false');
    fireEvent.click(screen.getByTestId('day-next'));
    expect(await screen.findByTestId('no-slot')).toBeInTheDocument();
    expect(screen.getByTestId('closed-days-note')).toHaveAttribute('data-closed', 'true');
    view.stop();
  });

  it("draws what follows the slots only with the first day's slots (nothing on screen moves when they arrive)", async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.mock.onGet('/planning/browse').reply(() => new Promise((resolve) => (answer = resolve)));
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    expect(await screen.findByLabelText('Chargement des créneaux')).toBeInTheDocument();
    // The section waits for the day (its open days), then for the day's slots: both before what follows it.
    await waitFor(() => expect(api.mock.history.get.some((r) => r.url === '/planning/browse')).toBe(true));
    expect(screen.getByLabelText('Chargement des créneaux')).toBeInTheDocument();
    expect(screen.queryByTestId('participants')).toBeNull();
    expect(screen.queryByTestId('validate-planning')).toBeNull();
    act(() => answer([200, day()['2026-06-10']]));
    expect(await screen.findByTestId('slot-2')).toBeInTheDocument();
    expect(screen.getByTestId('participants')).toBeInTheDocument();
    expect(screen.getByTestId('validate-planning')).toBeInTheDocument();
    view.stop();
  });

  it('asks for a slot before validating, with a toast', async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    await screen.findByTestId('slot-2');
    fireEvent.click(screen.getByTestId('validate-planning'));
    const message = "Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.";
    expect(screen.getByTestId('planning-error')).toHaveTextContent(message);
    expect(view.events).toContainEqual({ type: 'toast:requested', message, variant: 'error' });
    view.stop();
  });

  it('bounds participants by the free places and spectators by the factor', async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-2'));
    expect(screen.getByTestId('slot-2')).toHaveAttribute('aria-pressed', 'true');
    const participants = screen.getByTestId('participants');
    fireEvent.change(participants, { target: { value: '40' } });
    expect(participants).toHaveValue('6');
    expect(screen.getByTestId('participants-plus')).toBeDisabled();
    fireEvent.change(screen.getByTestId('spectators'), { target: { value: '9' } });
    expect(screen.getByTestId('spectators')).toHaveValue('6');
    // Fewer participants pull the spectators down with them.
    fireEvent.change(participants, { target: { value: '2' } });
    expect(screen.getByTestId('spectators')).toHaveValue('2');
    fireEvent.click(screen.getByTestId('participants-minus'));
    fireEvent.click(screen.getByTestId('participants-minus'));
    expect(participants).toHaveValue('0');
    fireEvent.click(screen.getByTestId('validate-planning'));
    expect(screen.getByTestId('planning-error')).toHaveTextContent('Le nombre de participants est négatif.');
    view.stop();
  });

  it('says when a day has no ticket, and moves to the next day', async () => {
    api.mock.restore();
    api = fakeParkApi({
      activities: [trampoline],
      formulas: [jump],
      slotsByDay: { '2026-06-11': day()['2026-06-11']! },
      tariffsByArticle: { 100: tariffs },
    });
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    // The open days are not known (GET /planning/days answers 404): the page opened on today, found no ticket there
    // and moved on by itself to the next day.
    expect(await screen.findByTestId('slot-6')).toBeInTheDocument();
    expect(api.browsed).toEqual(['2026-06-10', '2026-06-11']);
    // A day the visitor chooses is not moved: it says there is no ticket.
    fireEvent.click(screen.getByTestId('day-previous'));
    expect(await screen.findByTestId('no-slot')).toHaveTextContent(
      'Aucun billet disponible. Veuillez choisir une autre date.',
    );
    expect(screen.getByTestId('day-previous')).toBeDisabled();
    fireEvent.click(screen.getByTestId('validate-planning'));
    expect(screen.getByTestId('planning-error')).toHaveTextContent(
      'Aucun billet disponible. Veuillez choisir une autre date.',
    );
    fireEvent.click(screen.getByTestId('day-next'));
    expect(await screen.findByTestId('slot-6')).toBeInTheDocument();
    view.stop();
  });

  it('keeps the selection through a reload and goes on to the reservation page', async () => {
    const first = renderBooking('/activites/1/5/10/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-2'));
    fireEvent.change(screen.getByTestId('participants'), { target: { value: '3' } });
    first.stop();
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!)).toMatchObject({
      pilotes: 3,
      date: { idPlanning: 2 },
    });

    const second = renderBooking('/activites/1/5/10/calendar', NOW);
    expect(await screen.findByTestId('slot-2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('participants')).toHaveValue('3');
    fireEvent.click(screen.getByTestId('validate-planning'));
    const recap = await screen.findByTestId('reservation-recap');
    expect(within(recap).getByTestId('recap-day-0')).toHaveTextContent('10/06/2026');
    expect(within(recap).getByTestId('recap-time-0')).toHaveTextContent('16:00');
    expect(within(recap).getByTestId('recap-participants')).toHaveTextContent('3');
    expect(within(recap).getByTestId('recap-total')).toHaveTextContent('45,00 €');
    expect(screen.getByTestId('location')).toHaveTextContent('/activites/1/5/10/reservation');
    second.stop();
  });

  it("hides a slot whose room the basket already books, and edits a line with 'Valider mes modifications'", async () => {
    act(() => {
      basketStore.update((draft) => {
        draft.lines.push({
          nid: 'l1',
          pid: 'other',
          aid: 1,
          oid: 5,
          fid: 10,
          id: 100,
          idTariff: 501,
          price: 15,
          counter: 2,
          type: 0,
          description: 'x',
          idPlanning: 6,
          select: '2026-06-11T10:00:00+02:00',
          day: '11/06/2026',
          houre: '10:00',
          end: '2026-06-11T11:00:00+02:00',
          idRoom: 1,
          color: '#000',
          spectateurs: 0,
          complet: false,
        });
        draft.lines.push({
          nid: 'l2',
          pid: 'edited',
          aid: 1,
          oid: 5,
          fid: 10,
          id: 100,
          idTariff: 501,
          price: 15,
          counter: 4,
          type: 0,
          description: 'x',
          idPlanning: 2,
          select: '2026-06-10T16:00:00+02:00',
          day: '10/06/2026',
          houre: '16:00',
          end: '2026-06-10T17:00:00+02:00',
          idRoom: 1,
          color: '#000',
          spectateurs: 1,
          complet: false,
        });
      });
    });
    const view = renderBooking('/activites/1/5/10/calendar?edit=edited', NOW);
    // The edited line's own slot stays offered and selected, with its counts.
    expect(await screen.findByTestId('slot-2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('participants')).toHaveValue('4');
    expect(screen.getByTestId('spectators')).toHaveValue('1');
    expect(screen.getByTestId('validate-planning')).toHaveTextContent('Valider mes modifications');
    fireEvent.click(screen.getByTestId('day-next'));
    expect(await screen.findByTestId('no-slot')).toBeInTheDocument();
    view.stop();
  });

  it("hides the rooms a duo pack's later slot and a birthday's linked slot book (spec §5)", async () => {
    const line = {
      aid: 2,
      oid: 7,
      id: 400,
      idTariff: 900,
      price: 40,
      counter: 2,
      color: '#000',
      spectateurs: 0,
      complet: false,
      end: null,
    };
    act(() => {
      basketStore.update((draft) => {
        // A karting + trampoline pack: karting at 15:00 in room 9, then the trampoline's slot 2 (room 1) at 16:00.
        draft.lines.push({
          ...line,
          nid: 'p',
          pid: 'pack',
          fid: 40,
          type: 3,
          description: 'PACK DUO',
          idPlanning: 30,
          select: '2026-06-10T15:00:00+02:00',
          day: '10/06/2026',
          houre: '15:00',
          idRoom: 9,
          idPlanningPack: [30, 2],
          dates: [
            {
              name: 'KARTING',
              day: '10/06/2026',
              houre: '15:00',
              idPlanning: 30,
              select: '2026-06-10T15:00:00+02:00',
              idRoom: 9,
            },
            {
              name: 'TRAMPOLINES',
              day: '10/06/2026',
              houre: '16:00',
              idPlanning: 2,
              select: '2026-06-10T16:00:00+02:00',
              idRoom: 1,
            },
          ],
        });
        // A birthday in room 18 taking the trampoline's slot 6 (room 1, 11 June at 10:00).
        draft.lines.push({
          ...line,
          nid: 'b',
          pid: 'birthday',
          fid: 18,
          type: 0,
          description: 'ANNIVERSAIRE',
          idPlanning: 80,
          select: '2026-06-11T09:00:00+02:00',
          day: '11/06/2026',
          houre: '09:00',
          idRoom: 18,
          idPlanningLinked: [6],
        });
      });
    });
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    expect(await screen.findByTestId('slot-3')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-2')).toBeNull();
    fireEvent.click(screen.getByTestId('day-next'));
    expect(await screen.findByTestId('no-slot')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-6')).toBeNull();
    view.stop();
  });

  it('shows a French error for an unknown formula', async () => {
    const view = renderBooking('/activites/1/5/99/calendar', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(
      "Cette activité ou cette formule n'existe pas",
    );
    view.stop();
  });
});

describe('duo pack', () => {
  it('books each pack activity in turn, then the recap lists both', async () => {
    api.mock.restore();
    const karting = activity({
      aid: 2,
      name: 'KARTING',
      code: 'karting',
      color1: '#d32f2f',
      maxParticipants: 10,
      spectatorFactor: 0,
    });
    const laser = activity({ aid: 3, name: 'LASER GAME', code: 'events', maxParticipants: 20 });
    const pack = formula({
      fid: 40,
      oid: 8,
      aid: 2,
      article: 400,
      code: 'duo-pack',
      name: 'PACK DUO',
      relatedPack: '200,300',
    });
    const kartFormula = formula({ fid: 20, oid: 6, aid: 2, article: 200, name: 'KART' });
    const laserFormula = formula({ fid: 30, oid: 7, aid: 3, article: 300, name: 'LASER' });
    api = fakeParkApi({
      activities: [karting, laser],
      formulas: [pack, kartFormula, laserFormula],
      slotsByDay: {
        '2026-06-11': [
          slot({
            id: 21,
            idActivity: 2,
            start: '2026-06-11T10:00:00+02:00',
            end: '2026-06-11T10:30:00+02:00',
            placesMax: 10,
            placesTaken: 8,
          }),
          slot({
            id: 22,
            idActivity: 2,
            start: '2026-06-11T11:00:00+02:00',
            end: '2026-06-11T11:30:00+02:00',
            placesMax: 10,
          }),
          slot({
            id: 31,
            idActivity: 3,
            start: '2026-06-11T12:00:00+02:00',
            end: '2026-06-11T13:00:00+02:00',
            placesMax: 20,
          }),
        ],
      },
      tariffsByArticle: { 400: [{ id: 900, idArticle: 400, price: 39.9, name: 'Pack', isDefault: true }] },
    });
    const view = renderBooking('/activites/2/8/40/pack/0/calendar', NOW);
    // Packs open on the next day; slot 21 has 2 free places, too few for 3 participants.
    fireEvent.click(await screen.findByTestId('slot-22'));
    fireEvent.change(screen.getByTestId('participants'), { target: { value: '3' } });
    expect(screen.getByTestId('slot-21-label')).toHaveTextContent('COMPLET');
    fireEvent.click(screen.getByTestId('validate-planning'));
    expect(await screen.findByTestId('slot-31')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/activites/2/8/40/pack/1/calendar');
    expect(screen.getByTestId('pack-participants')).toHaveTextContent('3 participants');
    fireEvent.click(screen.getByTestId('validate-planning'));
    expect(screen.getByTestId('planning-error')).toHaveTextContent('Aucune créneau sélectionnée');
    fireEvent.click(screen.getByTestId('slot-31'));
    fireEvent.click(screen.getByTestId('validate-planning'));
    const recap = await screen.findByTestId('reservation-recap');
    expect(within(recap).getByTestId('recap-step-0')).toHaveTextContent('KARTING');
    expect(within(recap).getByTestId('recap-step-1')).toHaveTextContent('LASER GAME');
    expect(within(recap).getByTestId('recap-time-0')).toHaveTextContent('11:00');
    expect(within(recap).getByTestId('recap-time-1')).toHaveTextContent('12:00');
    expect(within(recap).getByTestId('recap-total')).toHaveTextContent('119,70 €');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activites/2/8/40/reservation'));
    view.stop();
  });
});

describe('birthday', () => {
  it('opens 4 days later and needs the linked activity to have the minimum free places', async () => {
    api.mock.restore();
    const birthdays = activity({
      aid: 8,
      name: 'ANNIVERSAIRES',
      code: 'birthday',
      minParticipants: 6,
      maxParticipants: 50,
      spectatorFactor: 0,
    });
    const trampolines = activity({ aid: 2, name: 'TRAMPOLINES' });
    const party = formula({
      fid: 17,
      oid: 11,
      aid: 8,
      article: 171,
      code: 'birthday',
      name: 'ANNIVERSAIRE TRAMPOLINE',
    });
    const jumpHour = formula({ fid: 6, oid: 4, aid: 2, article: 111, name: 'TRAMPOLINE 1H' });
    api = fakeParkApi({
      activities: [birthdays, trampolines],
      formulas: [party, jumpHour],
      subFormulas: [{ anniv_formule: 17, linked_formule: 6, start: 30 }],
      slotsByDay: {
        '2026-06-14': [
          slot({
            id: 80,
            idActivity: 8,
            idRoom: 18,
            start: '2026-06-14T14:00:00+02:00',
            end: '2026-06-14T16:00:00+02:00',
            placesMax: 12,
          }),
          slot({
            id: 81,
            idActivity: 8,
            idRoom: 18,
            start: '2026-06-14T16:00:00+02:00',
            end: '2026-06-14T18:00:00+02:00',
            placesMax: 12,
          }),
          slot({
            id: 90,
            idActivity: 2,
            idRoom: 2,
            start: '2026-06-14T14:30:00+02:00',
            end: '2026-06-14T15:30:00+02:00',
            placesMax: 60,
            placesTaken: 50,
          }),
          slot({
            id: 91,
            idActivity: 2,
            idRoom: 2,
            start: '2026-06-14T16:30:00+02:00',
            end: '2026-06-14T17:30:00+02:00',
            placesMax: 60,
            placesTaken: 56,
          }),
        ],
      },
      tariffsByArticle: { 171: [{ id: 32, idArticle: 171, price: 24, name: 'Normal', isDefault: true }] },
    });
    const view = renderBooking('/activites/8/11/17/calendar', NOW);
    expect(await screen.findByTestId('slot-80-label')).toHaveTextContent('12 places libres');
    expect(api.browsed).toEqual(['2026-06-14']);
    // 16:30 trampolines have 4 free places, fewer than the 6 a birthday needs.
    expect(screen.getByTestId('slot-81-label')).toHaveTextContent('COMPLET');
    expect(screen.queryByTestId('slot-90')).toBeNull();
    expect(screen.getByTestId('participants')).toHaveValue('6');
    view.stop();
  });
});
