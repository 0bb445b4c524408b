import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activityGroup, packGroup } from '../model/test-booked-lines';
import { clubLine, subscriptionGroup } from '../model/test-undated-lines';
import { renderAt, setBasket } from '../../../shared/testing/test-harness';
import { basketRoutes, card, setUpBasketPage } from './test-basket-page';

/**
 * The basket's pencil (spec §4: 'Editing a line (pencil) reopens its calendar, or the entreprise/events page, and
 * replaces the line on validation'): any line of a group opens the basket edit dialog (spec §2), whose main button
 * opens the page of the group's main line, with ?edit=<pid>; the 360 Family Club membership, with nothing to choose,
 * has no pencil.
 */
const h = setUpBasketPage([
  { aid: 1, code: 'trampoline' },
  { aid: 11, code: 'subscription' },
  { aid: 12, code: 'family-club' },
]);

async function pencilLeadsTo(nid: string, to: string) {
  h().navigations.length = 0;
  fireEvent.click(within(await card(nid)).getByTestId('line-edit'));
  const dialog = await screen.findByRole('dialog', { name: 'MODIFIER MA RÉSERVATION' });
  expect(h().navigations).toEqual([]);
  fireEvent.click(within(dialog).getByTestId('basket-edit-go'));
  await waitFor(() => expect(h().navigations).toEqual([{ to }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe("BasketPage: the pencil of a group's line", () => {
  it("opens the subscription page from the subscription's socks and wristband (not a slot calendar), the booking's calendar from its extras", async () => {
    setBasket([...subscriptionGroup(), ...activityGroup()]);
    renderAt('/panier', basketRoutes);
    for (const nid of ['a2', 'a3', 'a1']) await pencilLeadsTo(nid, '/activites/11/14/26/abonnement?edit=group-abo');
    for (const nid of ['n2', 'n3', 'n4', 'n5']) await pencilLeadsTo(nid, '/activites/1/5/10/calendar?edit=group-1');
  });

  it("opens a duo pack's first calendar from its equipment line", async () => {
    setBasket(packGroup());
    renderAt('/panier', basketRoutes);
    await pencilLeadsTo('p2', '/activites/1/5/12/pack/0/calendar?edit=group-pack');
  });

  it('shows no pencil on the 360 Family Club membership, only its bin', async () => {
    setBasket([...activityGroup(), clubLine()]);
    renderAt('/panier', basketRoutes);
    const club = await card('c1');
    expect(within(club).queryByTestId('line-edit')).not.toBeInTheDocument();
    expect(within(club).getByTestId('line-delete')).toBeInTheDocument();
    expect(within(await card('n1')).getByTestId('line-edit')).toBeInTheDocument();
  });
});

describe('BasketPage: the pencil without the catalogue', () => {
  it('says the line cannot be edited now instead of opening a page it may not be (a company or events line)', async () => {
    h().mock.resetHandlers();
    h().mock.onGet('/planning/browse').reply(200, []);
    h().mock.onGet('/v1/activites').reply(500, { message: 'x' });
    setBasket(activityGroup());
    renderAt('/panier', basketRoutes);
    h().navigations.length = 0;
    fireEvent.click(within(await card('n1')).getByTestId('line-edit'));
    await waitFor(() =>
      expect(h().toasts.map((t) => t.message)).toContain(
        'Cette réservation ne peut pas être modifiée pour le moment. Merci de réessayer dans quelques instants.',
      ),
    );
    expect(h().navigations).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
