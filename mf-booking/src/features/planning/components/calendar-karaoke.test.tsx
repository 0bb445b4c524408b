import { screen } from '@testing-library/react';
import { resetStores } from 'shared-events/testing';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../test/render-booking';

// Karaoke sells boxes (spec §9: 'karaoke 1-6 boxes'): its counter says 'Box', and its slot cards count boxes too.
const NOW = '2026-06-10T14:00:00+02:00';
const karaoke = activity({
  aid: 6,
  name: 'KARAOKÉ',
  code: 'karaoke',
  minParticipants: 1,
  maxParticipants: 6,
  counterUnit: 'boxes',
});
const box = formula({ fid: 60, oid: 6, aid: 6, article: 600, name: '1 HEURE DE BOX' });
const at = (hour: number) => ({
  start: `2026-06-10T${hour}:00:00+02:00`,
  end: `2026-06-10T${hour + 1}:00:00+02:00`,
  idActivity: 6,
  placesMax: 6,
});

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [karaoke],
    formulas: [box],
    slotsByDay: {
      '2026-06-10': [
        slot({ id: 61, ...at(18), placesTaken: 0 }),
        slot({ id: 62, ...at(19), placesTaken: 5 }),
        slot({ id: 63, ...at(20), placesTaken: 6 }),
      ],
    },
    tariffsByArticle: { 600: tariffs },
  });
});
afterEach(() => api.mock.restore());

it('counts the free boxes of a karaoke slot, on the card and in its spoken name', async () => {
  const view = renderBooking('/activites/6/6/60/calendar', NOW);
  expect(await screen.findByTestId('slot-61-label')).toHaveTextContent('6 box libres');
  expect(screen.getByTestId('slot-62-label')).toHaveTextContent('1 box libre');
  expect(screen.getByTestId('slot-63-label')).toHaveTextContent('COMPLET');
  expect(screen.getByTestId('slot-61')).toHaveAccessibleName('18 h, 6 box libres');
  expect(screen.queryByText(/places? libres?/)).toBeNull();
  view.stop();
});

it('titles the counter section in boxes, and labels its counter and buttons "Box"', async () => {
  const view = renderBooking('/activites/6/6/60/calendar', NOW);
  expect(await screen.findByRole('heading', { name: 'Nombre de box' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Nombre de personnes' })).toBeNull();
  expect(screen.getByTestId('participants')).toHaveAccessibleName('Box');
  expect(screen.getByRole('button', { name: 'Ajouter (Box)' })).toBeInTheDocument();
  view.stop();
});
