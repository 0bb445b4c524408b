import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { leaveBlocked } from 'shared-events';
import { navigationsOf, resetStores } from 'shared-events/testing';
import { RESERVATION_STORAGE_KEY } from '../model/reservation-state';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const trampoline = activity({ aid: 1, name: 'TRAMPOLINES', minParticipants: 0, maxParticipants: 60 });
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });
const slots = {
  '2026-06-10': [slot({ id: 2, start: '2026-06-10T16:00:00+02:00', end: '2026-06-10T17:00:00+02:00' })],
};

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

const blocked = (to: string) => {
  let answer = false;
  act(() => {
    answer = leaveBlocked(to);
  });
  return answer;
};

describe('calendar page, leaving with a slot chosen and not in the basket', () => {
  it('does not ask before a slot is chosen', async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    await screen.findByTestId('slot-2');
    expect(blocked('/panier')).toBe(false);
    view.unmount();
    view.stop();
  });

  it('asks on the header links once a slot is chosen: stay keeps it, leave forgets it and goes', async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-2'));
    expect(blocked('/panier')).toBe(true);
    expect(await screen.findByTestId('unsaved-dialog')).toHaveTextContent(
      "Votre sélection n'a pas été ajoutée au panier : elle sera perdue si vous quittez cette page.",
    );
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(navigationsOf(view.events)).toEqual([]);
    expect(screen.getByTestId('slot-2')).toHaveAttribute('aria-pressed', 'true');
    expect(blocked('/panier')).toBe(true);
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(navigationsOf(view.events)).toEqual(['/panier']);
    expect(sessionStorage.getItem(RESERVATION_STORAGE_KEY)).toBeNull();
    view.unmount();
    view.stop();
  });

  it('asks on the browser’s back button', async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-2'));
    await waitFor(() => expect(window.history.state).toMatchObject({ parkLeaveGuard: true }));
    act(() => window.history.back());
    expect(await screen.findByTestId('unsaved-dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() => expect(window.history.state).toMatchObject({ parkLeaveGuard: true }));
    view.unmount();
    view.stop();
  });

  it("'Valider' goes on to the recap with the selection, without asking", async () => {
    const view = renderBooking('/activites/1/5/10/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-2'));
    fireEvent.click(screen.getByTestId('validate-planning'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/activites/1/5/10/reservation'));
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    expect(await screen.findByTestId('reservation-recap')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!)).toMatchObject({ date: { idPlanning: 2 } });
    view.unmount();
    view.stop();
  });
});
