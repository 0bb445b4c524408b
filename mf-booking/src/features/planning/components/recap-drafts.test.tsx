import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { RESERVATION_STORAGE_KEY } from '../model/reservation-state';
import { reloadRecap, renderBooking, serveOneSlotPark } from '../test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const RECAP = '/activites/1/2/4/reservation';
const karting = activity({ aid: 1, name: 'KARTING', code: 'karting', minParticipants: 1, maxParticipants: 10 });
const race = formula({ fid: 4, oid: 2, aid: 1, article: 103, name: 'SESSION ADULTE 10 MIN' });

serveOneSlotPark({
  activity: karting,
  formula: race,
  slot: { id: 70, idActivity: 1, start: '2026-06-10T18:00:00+02:00', end: '2026-06-10T18:15:00+02:00' },
  tariff: { id: 31, price: 20 },
});

/** Chooses the karting slot for two drivers and opens the recap. */
async function toRecap() {
  const view = renderBooking('/activites/1/2/4/calendar', NOW);
  fireEvent.click(await screen.findByTestId('slot-70'));
  fireEvent.click(screen.getByTestId('participants-plus'));
  fireEvent.click(screen.getByTestId('validate-planning'));
  await screen.findByTestId('reservation-recap');
  return view;
}

/** A reload: the page drawn again from nothing but the browser's storage. */
const reload = (view: { unmount: () => void; stop: () => void }) => reloadRecap(view, RECAP, NOW);

const type = (dialog: HTMLElement, field: string, value: string) =>
  fireEvent.change(within(dialog).getByTestId(`players-${field}`), { target: { value } });

/** Opens the players dialog from the recap and types the team's `names` (TeamName, player_1, …) in it. */
async function typeTeam(names: Record<string, string>) {
  fireEvent.click(screen.getByTestId('recap-players-edit'));
  const dialog = await screen.findByTestId('players-dialog');
  for (const [field, value] of Object.entries(names)) type(dialog, field, value);
  return dialog;
}

/** Names the team in the players dialog and confirms it. */
async function nameTeam(names: Record<string, string>) {
  const dialog = await typeTeam(names);
  await act(async () => fireEvent.click(within(dialog).getByTestId('players-confirm')));
}

describe('karting team names over a reload', () => {
  it('keeps the named team, books it with the slot, then forgets it once the line is in the basket', async () => {
    let view = await toRecap();
    await nameTeam({ TeamName: 'Les Bolides', player_1: 'Ana', player_2: 'Tom' });
    view = await reload(view);
    expect(screen.queryByTestId('players-dialog')).toBeNull();
    expect(screen.getAllByTestId('recap-players')[0]).toHaveTextContent('Les Bolides : Ana, Tom');
    await act(async () => fireEvent.click(screen.getByTestId('add-to-basket')));
    await waitFor(() => expect(basketStore.get().lines).toHaveLength(1));
    expect(basketStore.get().lines[0]!.players).toEqual({
      BookingDate: '2026-06-10T18:00:00+02:00',
      TeamName: 'Les Bolides',
      GameValue: 'SESSION ADULTE 10 MIN',
      player_1: 'Ana',
      player_2: 'Tom',
    });
    expect(sessionStorage.getItem(RESERVATION_STORAGE_KEY)).toBeNull();
    view.stop();
  });

  it('forgets the team when the booking is abandoned', async () => {
    let view = await toRecap();
    await nameTeam({ TeamName: 'Les Bolides', player_1: 'Ana', player_2: 'Tom' });
    view = await reload(view);
    expect(screen.getAllByTestId('recap-players')[0]).toHaveTextContent('Les Bolides : Ana, Tom');
    fireEvent.click(screen.getByTestId('back-to-activities'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    await waitFor(() => expect(sessionStorage.getItem(RESERVATION_STORAGE_KEY)).toBeNull());
    view.stop();
  });

  it('opens the dialog again with the names being typed', async () => {
    let view = await toRecap();
    await typeTeam({ TeamName: 'Les Bol', player_1: 'Ana' });
    view = await reload(view);
    const again = await screen.findByTestId('players-dialog');
    expect(within(again).getByTestId('players-TeamName')).toHaveValue('Les Bol');
    expect(within(again).getByTestId('players-player_1')).toHaveValue('Ana');
    expect(within(again).getByTestId('players-player_2')).toHaveValue('');
    // Cancelled: the names typed are forgotten, a reload no longer opens the dialog.
    fireEvent.click(within(again).getByTestId('players-cancel'));
    view = await reload(view);
    expect(screen.queryByTestId('players-dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nommer l’équipe' })).toBeInTheDocument();
    view.stop();
  });

  it('ignores forged or stale values, keeping the selection and the valid names', async () => {
    let view = await toRecap();
    const stored = JSON.parse(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!) as Record<string, unknown>;
    stored.drafts = {
      team: { TeamName: 'x'.repeat(500), player_1: 'Ana', player_2: 'Tom' },
      teamTyped: { TeamName: 'Les Bol', player_1: ['Ana'], player_2: 'x'.repeat(41), BookingDate: 'forged' },
    };
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, JSON.stringify(stored));
    view = await reload(view);
    expect(screen.getByTestId('recap-participants')).toHaveTextContent('2');
    const dialog = await screen.findByTestId('players-dialog');
    expect(within(dialog).getByTestId('players-TeamName')).toHaveValue('Les Bol');
    expect(within(dialog).getByTestId('players-player_1')).toHaveValue('');
    expect(within(dialog).getByTestId('players-player_2')).toHaveValue('');
    fireEvent.click(within(dialog).getByTestId('players-cancel'));
    // The forged team was not taken: the team is still to be named.
    expect(screen.getByRole('button', { name: 'Nommer l’équipe' })).toBeInTheDocument();
    view.stop();
  });
});
