import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import { line } from '../model/test-lines';
import { renderAt, setBasket, setUpHarness, signIn, type Harness } from '../../../shared/testing/test-harness';
import { BasketPage } from './basket-page';

const routes = [{ path: '/panier', element: <BasketPage /> }];
const jump = line({
  nid: 't1',
  pid: 'g1',
  aid: 2,
  oid: 4,
  fid: 6,
  id: 111,
  price: 15,
  counter: 2,
  description: 'TRAMPOLINE 1H',
  idPlanning: 501,
  select: '2026-11-24T15:00:00+01:00',
  day: '24/11/2026',
  houre: '15:00',
  offersAccessories: true,
  offersBracelet: true,
});
const socks = line({
  nid: 't2',
  pid: 'g1',
  aid: 2,
  oid: 4,
  fid: 6,
  id: 231,
  price: 6,
  counter: 2,
  description: 'Chaussettes antidérapantes',
  idPlanning: null,
  select: jump.select,
  extra: 'accessory',
});

let h: Harness;
/** Monday 23 November 2026, 10:00 in Paris. */
const NOW = '2026-11-23T10:00:00+01:00';
afterEach(() => releaseClock());
beforeEach(() => {
  fixClock(NOW);
  h = setUpHarness();
  h.mock
    .onGet('/planning/browse')
    .reply(200, [{ id: 501, placesMax: 10, placesTaken: 1, placesEmpty: 9, deleted: false }]);
  h.mock.onPost('/planning/availability').reply(200, { items: [{ idPlanning: 501, placesEmpty: 9 }] });
});
afterEach(() => h.done());

describe('the basket’s prompt for missing accessories and wristbands', () => {
  it('asks before the schedule check; « Ajouter » opens the booking with the pencil', async () => {
    signIn();
    h.mock.onGet('/v1/activites').reply(200, { data: [{ aid: 2, code: 'trampoline' }] });
    setBasket([jump]);
    renderAt('/panier', routes);
    const checks = () => h.mock.history.post.filter((r) => r.url === '/planning/availability').length;
    await waitFor(() => expect(checks()).toBe(1)); // the arrival's marks
    fireEvent.click(await screen.findByTestId('terms-checkbox'));
    fireEvent.click(screen.getByTestId('validate-schedule'));
    const dialog = await screen.findByTestId('missing-extras-dialog');
    expect(dialog).toHaveTextContent('ACCESSOIRES ET BRACELETS');
    expect(dialog).toHaveTextContent('TRAMPOLINE 1H');
    expect(dialog).toHaveTextContent('accessoires et bracelet connecté');
    expect(checks()).toBe(1); // not the schedule check: the dialog comes first
    fireEvent.click(within(dialog).getByTestId('missing-extras-add-t1'));
    await waitFor(() => expect(h.navigations).toEqual([{ to: '/activites/2/4/6/calendar?edit=g1' }]));
  });

  it('« Continuer sans » goes on with the schedule check, and asks once', async () => {
    signIn();
    setBasket([jump, socks]);
    renderAt('/panier', routes);
    fireEvent.click(await screen.findByTestId('terms-checkbox'));
    fireEvent.click(screen.getByTestId('validate-schedule'));
    const dialog = await screen.findByTestId('missing-extras-dialog');
    // The socks are there: only the wristband is missing.
    expect(dialog).toHaveTextContent('24/11/2026 · 15:00 · bracelet connecté');
    expect(dialog).not.toHaveTextContent('accessoires et');
    fireEvent.click(within(dialog).getByTestId('missing-extras-continue'));
    expect(await screen.findByTestId('availability-countdown')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-extras-dialog')).toBeNull();
  });

  it('says nothing when every booking has what its formula offers', async () => {
    signIn();
    setBasket([jump, socks, { ...socks, nid: 't3', id: 111, extra: 'bracelet', description: 'Bracelet connecté' }]);
    renderAt('/panier', routes);
    fireEvent.click(await screen.findByTestId('terms-checkbox'));
    fireEvent.click(screen.getByTestId('validate-schedule'));
    expect(await screen.findByTestId('availability-countdown')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-extras-dialog')).toBeNull();
  });
});
