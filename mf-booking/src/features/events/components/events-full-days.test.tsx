import { fireEvent, screen } from '@testing-library/react';
import { renderBooking } from '../../planning/test/render-booking';
import { eventsParkApi, eveningOf27, NOW } from '../test/events-park-api';

let api: ReturnType<typeof eventsParkApi>;
beforeEach(() => {
  api = eventsParkApi({ '2026-11-27': [eveningOf27(120)] }); // every place of the 27th's evening taken
});
afterEach(() => api.mock.restore());

describe('events page: the day it opens on', () => {
  it('moves on from a day whose event slots are all taken, greys it out, and leaves a day the visitor picks', async () => {
    api.mock.onGet('/planning/days').reply(200, { days: ['2026-11-27', '2026-11-28'] });
    const view = renderBooking('/activites/9/12/events', NOW);
    expect(await screen.findByTestId('slot-60')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveValue('28/11/2026');
    expect(api.browsed).toEqual(['2026-11-27', '2026-11-28']);
    expect(screen.getByTestId('closed-days-note')).toHaveAttribute('data-closed', 'false');
    fireEvent.click(screen.getByTestId('day-previous'));
    expect(await screen.findByTestId('slot-50-label')).toHaveTextContent('COMPLET');
    expect(screen.getByLabelText('Date')).toHaveValue('27/11/2026');
    expect(screen.getByTestId('closed-days-note')).toHaveAttribute('data-closed', 'true');
    expect(api.browsed).toEqual(['2026-11-27', '2026-11-28', '2026-11-27']);
    view.stop();
  });

  it('moves on by the calendar when the open days could not be loaded', async () => {
    const view = renderBooking('/activites/9/12/events', NOW); // GET /planning/days answers 404
    expect(await screen.findByTestId('slot-60')).toBeEnabled();
    expect(screen.getByLabelText('Date')).toHaveValue('28/11/2026');
    view.stop();
  });

  it('says in French that nothing is left when the only open day turns out full', async () => {
    api.mock.onGet('/planning/days').reply(200, { days: ['2026-11-27'] });
    const view = renderBooking('/activites/9/12/events', NOW);
    expect(await screen.findByTestId('horizon-full')).toHaveTextContent(
      'Complet : aucun créneau n’est disponible dans les deux prochains mois. Veuillez choisir une autre activité.',
    );
    expect(api.browsed).toEqual(['2026-11-27']);
    view.stop();
  });
});
