import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { reloadRecap, renderBooking, serveOneSlotPark } from '../../planning/test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const RECAP = '/activites/8/11/18/reservation';
const STORAGE_KEY = 'park.booking.reservation.v1';
const birthdays = activity({ aid: 8, name: 'ANNIVERSAIRES', code: 'birthday', minParticipants: 1, spectatorFactor: 0 });
const party = formula({ fid: 18, oid: 11, aid: 8, article: 172, code: 'birthday', name: 'ANNIVERSAIRE' });

serveOneSlotPark({
  activity: birthdays,
  formula: party,
  slot: { id: 80, idActivity: 8, start: '2026-06-14T14:00:00+02:00', end: '2026-06-14T16:00:00+02:00' },
  tariff: { id: 33, price: 32 },
});

const reload = (view: { unmount: () => void; stop: () => void }) => reloadRecap(view, RECAP, NOW);

const field = (dialog: HTMLElement, name: string) => within(dialog).getByTestId(`birthday-${name}`);

describe('the birthday child form over a reload', () => {
  it('opens again with what was typed, keeps it once confirmed, and is forgotten once the line is in the basket', async () => {
    let view = renderBooking('/activites/8/11/18/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-80'));
    fireEvent.click(screen.getByTestId('validate-planning'));
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const dialog = await screen.findByTestId('birthday-dialog');
    fireEvent.change(field(dialog, 'nom'), { target: { value: 'Léa' } });
    fireEvent.change(field(dialog, 'age'), { target: { value: '7' } });
    view = await reload(view);
    const again = await screen.findByTestId('birthday-dialog');
    expect(field(again, 'nom')).toHaveValue('Léa');
    expect(field(again, 'age')).toHaveValue(7);
    fireEvent.mouseDown(within(again).getByRole('combobox'));
    fireEvent.click(await screen.findByTestId('birthday-cake-2'));
    await act(async () => fireEvent.click(within(again).getByTestId('birthday-confirm')));
    expect(basketStore.get().lines).toHaveLength(0);
    view = await reload(view);
    expect(screen.queryByTestId('birthday-dialog')).toBeNull();
    expect(screen.getByTestId('recap-birthday')).toHaveTextContent('Léa, 7 ans — Fraisier');
    await act(async () => fireEvent.click(screen.getByTestId('add-to-basket')));
    await waitFor(() => expect(basketStore.get().lines).toHaveLength(1));
    expect(basketStore.get().lines[0]!.anniversaires).toEqual({
      nom: 'Léa',
      age: 7,
      gateaux: { id: 2, name: 'Fraisier' },
      commentaires: '',
    });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    view.stop();
  });

  it('ignores a forged child form and keeps only the valid fields of a typed one', async () => {
    let view = renderBooking('/activites/8/11/18/calendar', NOW);
    fireEvent.click(await screen.findByTestId('slot-80'));
    fireEvent.click(screen.getByTestId('validate-planning'));
    await screen.findByTestId('reservation-recap');
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as Record<string, unknown>;
    stored.drafts = {
      child: { nom: 'Léa', age: -3, gateaux: { id: 99, name: 'Gâteau offert' } },
      childTyped: { nom: 'Tom', age: '<b>', gateau: '99', commentaires: 'x'.repeat(301) },
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    view = await reload(view);
    expect(screen.getByTestId('recap-birthday')).toHaveTextContent('À compléter');
    const dialog = await screen.findByTestId('birthday-dialog');
    expect(field(dialog, 'nom')).toHaveValue('Tom');
    expect(field(dialog, 'age')).toHaveValue(null);
    expect(field(dialog, 'commentaires')).toHaveValue('');
    view.stop();
  });
});
