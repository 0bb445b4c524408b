import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore, leaveBlocked, type BasketLine } from 'shared-events';
import { resetStores } from 'shared-events/testing';
import { RESERVATION_STORAGE_KEY, emptyReservation, saveReservation } from '../model/reservation-state';
import { activity, formula, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

const NOW = '2026-10-24T10:00:00+02:00';
const trampoline = activity({ aid: 1, name: 'TRAMPOLINES', spectatorFactor: 1 });
const playground = activity({ aid: 4, name: 'AIRE DE JEUX', code: 'playground', spectatorFactor: 1 });
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });
const play = formula({ fid: 11, oid: 6, aid: 4, article: 110, name: 'AIRE DE JEUX 2 H' });
const playTariffs = [
  { id: 601, idArticle: 110, price: 9, name: 'Normal', isDefault: true },
  { id: 602, idArticle: 110, price: 2, name: 'Chaussettes', isDefault: false },
  { id: 603, idArticle: 110, price: 2.5, name: 'Bracelet', isDefault: false },
];
// The second 02:30 of the fall-back night (CET).
const chosen = { idPlanning: 77, select: '2026-10-25T02:30:00+01:00', end: '2026-10-25T03:30:00+01:00', idRoom: 4 };

function storeSelection(ids: { aid: number; oid: number; fid: number }, editPid: string | null = null) {
  saveReservation(sessionStorage, {
    ...emptyReservation(ids, editPid),
    day: '2026-10-25',
    date: chosen,
    pilotes: 3,
    spectateurs: 2,
  });
}

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [trampoline, playground],
    formulas: [jump, play],
    slotsByDay: {},
    tariffsByArticle: { 100: tariffs, 110: playTariffs },
  });
});
afterEach(() => api.mock.restore());

const navigations = (events: { type: string }[]) =>
  events
    .filter((e): e is { type: 'navigation:requested'; to: string } => e.type === 'navigation:requested')
    .map((e) => e.to);

describe('reservation recap', () => {
  it('recaps the selection with the price from the tariffs', async () => {
    storeSelection({ aid: 1, oid: 5, fid: 10 });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    const recap = await screen.findByTestId('reservation-recap');
    expect(within(recap).getByText('TRAMPOLINES')).toBeInTheDocument();
    expect(within(recap).getByText('1 HEURE DE SAUT')).toBeInTheDocument();
    expect(within(recap).getByTestId('recap-day-0')).toHaveTextContent('25/10/2026');
    expect(within(recap).getByTestId('recap-time-0')).toHaveTextContent('02:30');
    expect(within(recap).getByTestId('recap-participants')).toHaveTextContent('3');
    expect(within(recap).getByTestId('recap-spectators')).toHaveTextContent('2');
    expect(within(recap).getByTestId('recap-unit-price')).toHaveTextContent('15,00 €');
    expect(within(recap).getByTestId('recap-total')).toHaveTextContent('45,00 €');
    for (const name of ['Ajouter au panier', 'Valider mon panier', 'Retour aux activités']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    view.stop();
  });

  it('adds the activity, equipment and wristband lines under one pid after the equipment question', async () => {
    storeSelection({ aid: 1, oid: 5, fid: 10 });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const dialog = await screen.findByTestId('equipment-dialog');
    expect(within(dialog).getByText('Avez-vous votre équipement ?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('equipment-rent'));
    fireEvent.click(within(dialog).getByTestId('equipment-count-plus'));
    fireEvent.click(within(dialog).getByTestId('equipment-count-plus'));
    fireEvent.change(within(dialog).getByTestId('bracelet-count'), { target: { value: '9' } });
    expect(within(dialog).getByTestId('bracelet-count')).toHaveValue('3');
    fireEvent.click(within(dialog).getByTestId('equipment-confirm'));

    const lines = basketStore.get().lines;
    expect(lines.map((l) => [l.idTariff, l.counter, l.price])).toEqual([
      [501, 3, 15],
      [502, 2, 2.5],
      [503, 3, 2.5],
    ]);
    expect(new Set(lines.map((l) => l.pid)).size).toBe(1);
    expect(lines[0]).toMatchObject({
      idPlanning: 77,
      day: '25/10/2026',
      houre: '02:30',
      spectateurs: 2,
      aid: 1,
      oid: 5,
      fid: 10,
    });
    expect(view.events).toContainEqual({ type: 'basket:changed', lines });
    expect(view.events).toContainEqual({
      type: 'toast:requested',
      message: 'Votre réservation a été ajoutée au panier.',
      variant: 'success',
    });
    expect(sessionStorage.getItem(RESERVATION_STORAGE_KEY)).toBeNull();
    // Then the basket summary, where the visitor chooses where to go.
    expect(await screen.findByTestId('basket-summary-dialog')).toBeInTheDocument();
    expect(navigations(view.events)).toEqual([]);
    fireEvent.click(screen.getByTestId('basket-summary-continue'));
    expect(navigations(view.events)).toEqual(['/activites']);
    view.stop();
  });

  it("'Ajouter au panier' shows the basket summary: what was added, the basket's total, and where to go", async () => {
    const earlier: BasketLine = {
      nid: 'old',
      pid: 'old',
      aid: 1,
      oid: 5,
      fid: 10,
      id: 100,
      idTariff: 501,
      price: 15,
      counter: 1,
      type: 0,
      description: '1 HEURE DE SAUT',
      idPlanning: 70,
      select: '2026-10-26T10:00:00+01:00',
      day: '26/10/2026',
      houre: '10:00',
      end: null,
      idRoom: 4,
      color: '#000',
      spectateurs: 0,
      complet: false,
    };
    act(() => {
      basketStore.update((draft) => {
        draft.lines = [earlier];
      });
    });
    storeSelection({ aid: 1, oid: 5, fid: 10 });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const equipment = await screen.findByTestId('equipment-dialog');
    fireEvent.click(within(equipment).getByTestId('equipment-rent'));
    fireEvent.click(within(equipment).getByTestId('equipment-count-plus'));
    fireEvent.click(within(equipment).getByTestId('equipment-confirm'));

    const summary = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    expect(summary).toHaveAttribute('aria-labelledby', 'basket-summary-title');
    await waitFor(() => expect(summary).toContainElement(document.activeElement as HTMLElement));
    const lines = within(summary).getAllByTestId('basket-summary-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('1 HEURE DE SAUT');
    expect(lines[0]).toHaveTextContent('TRAMPOLINES');
    // The second 02:30 of the fall-back night, in Paris.
    expect(within(lines[0]!).getByTestId('basket-summary-when')).toHaveTextContent('25/10/2026 02:30');
    expect(within(lines[0]!).getByTestId('basket-summary-counter')).toHaveTextContent('Participants : 3');
    expect(within(lines[0]!).getByTestId('basket-summary-line-total')).toHaveTextContent('45,00 €');
    expect(lines[1]).toHaveTextContent('Équipement');
    expect(within(lines[1]!).queryByTestId('basket-summary-when')).toBeNull();
    expect(within(lines[1]!).getByTestId('basket-summary-counter')).toHaveTextContent('Quantité : 1');
    expect(within(lines[1]!).getByTestId('basket-summary-line-total')).toHaveTextContent('2,50 €');
    expect(within(summary).getByTestId('basket-summary-added-total')).toHaveTextContent('47,50 €');
    expect(within(summary).getByTestId('basket-summary-basket')).toHaveTextContent(
      'Votre panier : 3 articles, 62,50 € au total',
    );
    // The selection is in the basket: the header's links go without the unsaved-selection warning.
    expect(leaveBlocked('/panier')).toBe(false);
    expect(navigations(view.events)).toEqual([]);

    fireEvent.click(within(summary).getByRole('button', { name: 'Valider mon panier' }));
    expect(navigations(view.events)).toEqual(['/panier']);
    await waitFor(() => expect(screen.queryByTestId('basket-summary-dialog')).toBeNull());
    view.stop();
  });

  it("Escape closes the basket summary as 'Continuer mes achats'", async () => {
    storeSelection({ aid: 1, oid: 5, fid: 10 });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    fireEvent.click(within(await screen.findByTestId('equipment-dialog')).getByTestId('equipment-have-own'));
    const summary = await screen.findByTestId('basket-summary-dialog');
    fireEvent.keyDown(summary, { key: 'Escape' });
    expect(navigations(view.events)).toEqual(['/activites']);
    view.stop();
  });

  it("'Oui, j'ai mon équipement' adds the activity line alone; 'Valider mon panier' goes to the basket", async () => {
    storeSelection({ aid: 1, oid: 5, fid: 10 });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    fireEvent.click(await screen.findByTestId('validate-basket'));
    fireEvent.click(within(await screen.findByTestId('equipment-dialog')).getByTestId('equipment-have-own'));
    expect(basketStore.get().lines.map((l) => l.idTariff)).toEqual([501]);
    expect(navigations(view.events)).toEqual(['/panier']);
    // Going on from the unsaved-selection guard's extra history entry replaces it: 'back' from the basket comes to
    // the recap once, not to that entry and then the recap again.
    expect(view.events.find((e) => e.type === 'navigation:requested')).toMatchObject({ replace: true });
    // Straight to the basket: no basket summary on the way.
    expect(screen.queryByTestId('basket-summary-dialog')).toBeNull();
    view.stop();
  });

  it('offers no wristband for the playground', async () => {
    storeSelection({ aid: 4, oid: 6, fid: 11 });
    const view = renderBooking('/activites/4/6/11/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const dialog = await screen.findByTestId('equipment-dialog');
    fireEvent.click(within(dialog).getByTestId('equipment-rent'));
    expect(within(dialog).queryByTestId('bracelet-count')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('equipment-count-plus'));
    fireEvent.click(within(dialog).getByTestId('equipment-confirm'));
    expect(basketStore.get().lines.map((l) => l.idTariff)).toEqual([601, 602]);
    view.stop();
  });

  it('editing replaces the lines of the edited pid in place and asks to update the equipment', async () => {
    const line = (
      nid: string,
      pid: string,
      idTariff: number,
      counter: number,
      idPlanning: number | null,
    ): BasketLine => ({
      nid,
      pid,
      aid: 1,
      oid: 5,
      fid: 10,
      id: 100,
      idTariff,
      price: 15,
      counter,
      type: 0,
      description: 'x',
      idPlanning,
      select: '2026-10-25T10:00:00+01:00',
      day: '25/10/2026',
      houre: '10:00',
      end: null,
      idRoom: idPlanning ? 1 : null,
      color: '#000',
      spectateurs: 0,
      complet: false,
    });
    act(() => {
      basketStore.update((draft) => {
        draft.lines = [
          line('a', 'first', 501, 1, 5),
          line('b', 'edited', 501, 2, 6),
          line('c', 'edited', 502, 2, null),
          line('d', 'last', 501, 1, 7),
        ];
      });
    });
    storeSelection({ aid: 1, oid: 5, fid: 10 }, 'edited');
    const view = renderBooking('/activites/1/5/10/reservation?edit=edited', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const dialog = await screen.findByTestId('equipment-dialog');
    expect(within(dialog).getByText('SOUHAITEZ VOUS METTRE À JOUR VOTRE ÉQUIPEMENT ?')).toBeInTheDocument();
    // 'Non' keeps the group's current equipment (2).
    fireEvent.click(within(dialog).getByTestId('equipment-have-own'));
    const lines = basketStore.get().lines;
    expect(lines.map((l) => l.pid)).toEqual(['first', 'edited', 'edited', 'last']);
    expect(lines.filter((l) => l.pid === 'edited').map((l) => [l.idTariff, l.counter, l.idPlanning])).toEqual([
      [501, 3, 77],
      [502, 2, null],
    ]);
    expect(view.events).toContainEqual({
      type: 'toast:requested',
      message: 'Votre réservation a été mise à jour.',
      variant: 'success',
    });
    view.stop();
  });

  it('warns before leaving with a selection not in the basket', async () => {
    storeSelection({ aid: 1, oid: 5, fid: 10 });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    fireEvent.click(await screen.findByTestId('back-to-activities'));
    expect(await screen.findByTestId('unsaved-dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    expect(navigations(view.events)).toEqual([]);
    fireEvent.click(screen.getByTestId('back-to-activities'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(navigations(view.events)).toEqual(['/activites']);
    expect(basketStore.get().lines).toEqual([]);
    view.stop();
  });

  it('without a selection, says so and leads back to the planning', async () => {
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    expect(await screen.findByTestId('no-selection')).toHaveTextContent('Aucune créneau sélectionnée.');
    fireEvent.click(screen.getByRole('button', { name: 'Choisir un créneau' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/activites/1/5/10/calendar');
    expect(await screen.findByTestId('validate-planning')).toHaveTextContent(/^Valider$/);
    view.stop();
  });
});
