import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetStores } from 'shared-events/testing';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, offer, renderBooking } from '../test/render-booking';
import { emptyReservation, RESERVATION_STORAGE_KEY, saveReservation } from '../model/reservation-state';

// A selection kept over a reload (sessionStorage) is judged again on the day's slots: one that has filled up or
// passed its booking time since is dropped with a message, not left selected until 'Valider mes horaires' refuses it.
const NOW = '2026-06-10T14:00:00+02:00';
const GONE = "Le créneau que vous aviez choisi n'est plus disponible. Veuillez choisir un autre créneau.";
const at = (hour: number) => ({ start: `2026-06-10T${hour}:00:00+02:00`, end: `2026-06-10T${hour + 1}:00:00+02:00` });
const full = slot({ id: 2, ...at(16), placesMax: 10, placesTaken: 10 });
const free = slot({ id: 3, ...at(17), placesMax: 10, placesTaken: 4 });

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [activity({ aid: 1, name: 'TRAMPOLINES' })],
    formulas: [formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' })],
    offers: [offer({ oid: 5, aid: 1 })],
    slotsByDay: { '2026-06-10': [full, free] },
    tariffsByArticle: { 100: tariffs },
    openDays: ['2026-06-10'],
  });
});
afterEach(() => api.mock.restore());

const keep = (chosen: { id: number; start: string; end: string }) =>
  saveReservation(sessionStorage, {
    ...emptyReservation({ aid: 1, oid: 5, fid: 10 }, null),
    day: '2026-06-10',
    date: { idPlanning: chosen.id, select: chosen.start, end: chosen.end, idRoom: 1 },
    pilotes: 2,
  });
const stored = () => JSON.parse(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!) as { date: unknown };

it('drops a kept slot that has filled up since, and says so', async () => {
  keep(full);
  const view = renderBooking('/activites/1/5/10/calendar', NOW);
  const notice = await screen.findByTestId('kept-slot-gone');
  expect(notice).toHaveTextContent(GONE);
  expect(notice).toHaveAttribute('role', 'alert');
  // Said where the visitor chooses again: in the slots section, above the day's slots (on a phone, in view).
  const section = screen.getByRole('heading', { name: 'Choisissez votre créneau' }).parentElement!;
  expect(section).toContainElement(notice);
  expect(notice.compareDocumentPosition(screen.getByTestId('slot-2')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByTestId('planning-error')).toBeNull();
  expect(screen.getByTestId('slot-2-label')).toHaveTextContent('COMPLET');
  expect(screen.getByTestId('slot-2')).not.toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(stored().date).toBeNull());
  // Another slot of the day goes on as usual; the message goes with the new choice.
  fireEvent.click(screen.getByTestId('slot-3'));
  expect(screen.getByTestId('slot-3')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByTestId('kept-slot-gone')).toBeNull();
  view.stop();
});

it('keeps a kept slot that can still be chosen, without a message', async () => {
  keep(free);
  const view = renderBooking('/activites/1/5/10/calendar', NOW);
  expect(await screen.findByTestId('slot-3')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('slot-3-label')).toHaveTextContent('6 places libres');
  expect(screen.queryByTestId('kept-slot-gone')).toBeNull();
  expect(stored().date).toMatchObject({ idPlanning: 3 });
  view.stop();
});
