import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { leaveBlocked } from 'shared-events';
import { resetStores } from 'shared-events/testing';
import { RESERVATION_STORAGE_KEY, emptyReservation, saveReservation } from '../model/reservation-state';
import { activity, formula, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

const NOW = '2026-10-24T10:00:00+02:00';
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });
const chosen = { idPlanning: 77, select: '2026-10-25T15:00:00+01:00', end: '2026-10-25T16:00:00+01:00', idRoom: 4 };

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [activity({ aid: 1 })],
    formulas: [jump],
    slotsByDay: {},
    tariffsByArticle: { 100: tariffs },
  });
  saveReservation(sessionStorage, {
    ...emptyReservation({ aid: 1, oid: 5, fid: 10 }),
    day: '2026-10-25',
    date: chosen,
    pilotes: 2,
  });
});
afterEach(() => api.mock.restore());

const navigations = (events: { type: string }[]) =>
  events
    .filter((e): e is { type: 'navigation:requested'; to: string } => e.type === 'navigation:requested')
    .map((e) => e.to);

describe('the unsaved-selection warning beyond the page’s own buttons', () => {
  it('catches the header links: stay keeps the page, leave forgets the selection and goes', async () => {
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    await screen.findByTestId('reservation-recap');
    let blocked = false;
    act(() => {
      blocked = leaveBlocked('/panier');
    });
    expect(blocked).toBe(true);
    fireEvent.click(await screen.findByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(navigations(view.events)).toEqual([]);
    act(() => void leaveBlocked('/panier'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(navigations(view.events)).toEqual(['/panier']);
    expect(sessionStorage.getItem(RESERVATION_STORAGE_KEY)).toBeNull();
    view.unmount();
    // Once the page is gone, the links go freely.
    expect(leaveBlocked('/panier')).toBe(false);
    view.stop();
  });

  it('catches the browser’s back button', async () => {
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    await screen.findByTestId('reservation-recap');
    const depth = window.history.length;
    act(() => window.history.back());
    expect(await screen.findByTestId('unsaved-dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    // Armed again for the next press.
    await waitFor(() => expect(window.history.state).toMatchObject({ parkLeaveGuard: true }));
    expect(window.history.length).toBeGreaterThanOrEqual(depth);
    view.unmount();
    view.stop();
  });
});
