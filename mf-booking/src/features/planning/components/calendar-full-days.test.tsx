import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetStores } from 'shared-events/testing';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import type { Slot } from '../../../shared/model/types';
import { fakeParkApi, renderBooking } from '../test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const vr = activity({
  aid: 2,
  name: 'RÉALITÉ VIRTUELLE',
  code: 'virtual-reality',
  minParticipants: 1,
  maxParticipants: 8,
});
const game = formula({ fid: 20, oid: 6, aid: 2, article: 100, name: 'UNE PARTIE' });

/** A virtual-reality slot: bookable only when nobody has taken a place in it (spec §5). */
const vrSlot = (id: number, start: string, placesTaken: number): Slot =>
  slot({ id, start, end: start, idActivity: 2, activity: 'RÉALITÉ VIRTUELLE', placesMax: 8, placesTaken });

const slotsByDay = {
  // Open for the API (free places left), but no slot is entirely free: every card reads 'COMPLET'.
  '2026-06-10': [vrSlot(1, '2026-06-10T16:00:00+02:00', 3), vrSlot(2, '2026-06-10T17:00:00+02:00', 7)],
  '2026-06-11': [vrSlot(3, '2026-06-11T10:00:00+02:00', 2)],
  '2026-06-12': [vrSlot(4, '2026-06-12T10:00:00+02:00', 0)],
};

function api(openDays?: string[]) {
  return fakeParkApi({ activities: [vr], formulas: [game], slotsByDay, tariffsByArticle: { 100: tariffs }, openDays });
}

let park: ReturnType<typeof api>;
beforeEach(() => resetStores());
afterEach(() => park.mock.restore());

describe('planning: the day it opens on', () => {
  it('moves on from a day where every slot is COMPLET to the first bookable one, and greys out the full days', async () => {
    park = api(['2026-06-10', '2026-06-11', '2026-06-12']);
    const view = renderBooking('/activites/2/6/20/calendar', NOW);
    expect(await screen.findByTestId('slot-4')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveValue('12/06/2026');
    // Two days loaded one after the other, no request for the days after the bookable one.
    expect(park.browsed).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(screen.getByTestId('closed-days-note')).toHaveAttribute('data-closed', 'false');
    // The full days it went through are marked in the picker, and a day the visitor chooses is not moved.
    fireEvent.click(screen.getByTestId('day-previous'));
    expect(await screen.findByTestId('slot-3-label')).toHaveTextContent('COMPLET');
    expect(screen.getByLabelText('Date')).toHaveValue('11/06/2026');
    expect(screen.getByTestId('closed-days-note')).toHaveAttribute('data-closed', 'true');
    view.stop();
  });

  it('moves on from a full day by the calendar when the open days could not be loaded', async () => {
    park = api(); // GET /planning/days answers 404: no day is known open or closed
    const view = renderBooking('/activites/2/6/20/calendar', NOW);
    expect(await screen.findByTestId('slot-4')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveValue('12/06/2026');
    expect(park.browsed).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    view.stop();
  });

  it('says so in French when the whole horizon is full, without looking day by day', async () => {
    park = api([]);
    const view = renderBooking('/activites/2/6/20/calendar', NOW);
    expect(await screen.findByTestId('horizon-full')).toHaveTextContent(
      'Complet : aucun créneau n’est disponible dans les deux prochains mois. Veuillez choisir une autre activité.',
    );
    await waitFor(() => expect(park.browsed).toEqual(['2026-06-10']));
    expect(await screen.findByTestId('slot-1-label')).toHaveTextContent('COMPLET');
    view.stop();
  });

  it('says the horizon is full once every open day the API named turned out full', async () => {
    park = api(['2026-06-10', '2026-06-11']);
    const view = renderBooking('/activites/2/6/20/calendar', NOW);
    expect(await screen.findByTestId('horizon-full')).toBeInTheDocument();
    expect(park.browsed).toEqual(['2026-06-10', '2026-06-11']);
    view.stop();
  });
});
