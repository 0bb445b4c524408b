import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BasketLine } from '../../../shared/platform/types';
import { activityGroup, eventGroup, packGroup } from '../model/test-booked-lines';
import { companyGroup, subscriptionGroup } from '../model/test-undated-lines';
import { renderAt, setBasket } from '../../../shared/testing/test-harness';
import { basketRoutes, card, setUpBasketPage } from './test-basket-page';

/**
 * The basket edit dialog (spec §2), opened by a line's pencil: the booking as the basket holds it, what can be changed
 * and the page that changes it, or 'Annuler'. It changes no line itself.
 */
const h = setUpBasketPage([
  { aid: 1, code: 'trampoline' },
  { aid: 9, code: 'events' },
  { aid: 11, code: 'subscription' },
  { aid: 13, code: 'company' },
]);

async function openPencil(nid: string) {
  const pencil = within(await card(nid)).getByTestId('line-edit');
  pencil.focus();
  fireEvent.click(pencil);
  const dialog = await screen.findByRole('dialog', { name: 'MODIFIER MA RÉSERVATION' });
  return { pencil, dialog };
}

const texts = (dialog: HTMLElement, testId: string) =>
  within(dialog)
    .queryAllByTestId(testId)
    .map((el) => (el.textContent ?? '').replace(/\s/g, ' ')); // money: a no-break space before €

describe('BasketEditDialog', () => {
  it("shows the booking from any line of its group, what can be changed, and opens the calendar only on 'Modifier la date ou le créneau'", async () => {
    setBasket(activityGroup());
    renderAt('/panier', basketRoutes);
    const { dialog } = await openPencil('n2'); // the equipment line: the whole booking is described
    expect(h().navigations).toEqual([]);
    expect(within(dialog).getByTestId('basket-edit-formula')).toHaveTextContent('1 HEURE DE SAUT');
    expect(within(dialog).getByTestId('basket-edit-activity')).toHaveTextContent('TRAMPOLINE PARK');
    expect(texts(dialog, 'basket-edit-day')).toEqual(['Date28/11/2026']);
    expect(texts(dialog, 'basket-edit-time')).toEqual(['Heure15:00']);
    expect(texts(dialog, 'basket-edit-counter')).toEqual(['Participants3']);
    expect(texts(dialog, 'basket-edit-price')).toEqual(['Prix45,00 €']);
    expect(texts(dialog, 'basket-edit-extra')).toEqual([
      'Équipement × 25,00 €',
      'Bracelet connecté × 12,50 €',
      'Chaussettes antidérapantes × 39,00 €',
      'COCA-COLA 33CL × 27,00 €',
    ]);
    expect(texts(dialog, 'basket-edit-total')).toEqual(['Total68,50 €']);
    expect(texts(dialog, 'basket-edit-hint')).toEqual([
      'Le nombre de participants se change sur la même page.',
      "L'équipement et les accessoires vous seront proposés de nouveau avant de valider vos modifications.",
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Modifier la date ou le créneau' }));
    await waitFor(() => expect(h().navigations).toEqual([{ to: '/activites/1/5/10/calendar?edit=group-1' }]));
  });

  it("closes on 'Annuler' with the basket unchanged, the focus back on the pencil", async () => {
    const lines = activityGroup();
    setBasket(lines);
    renderAt('/panier', basketRoutes);
    const { pencil, dialog } = await openPencil('n1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pencil).toHaveFocus();
    expect(h().navigations).toEqual([]);
    expect(screen.getAllByTestId('basket-line')).toHaveLength(lines.length);
  });

  it('shows the price the basket holds after a promo code, the original struck through', async () => {
    const [main, ...rest] = activityGroup();
    setBasket([{ ...main!, price: 12, couponPrice: 15 } as BasketLine, ...rest]);
    renderAt('/panier', basketRoutes);
    const { dialog } = await openPencil('n1');
    const price = within(dialog).getByTestId('basket-edit-price');
    expect(price).toHaveTextContent('36,00 €');
    expect(price.querySelector('s')).toHaveTextContent('45,00 €');
  });

  it("lists a duo pack's slots and names its calendars", async () => {
    setBasket(packGroup());
    renderAt('/panier', basketRoutes);
    const { dialog } = await openPencil('p1');
    expect(texts(dialog, 'basket-edit-pack-date')).toHaveLength(2);
    expect(texts(dialog, 'basket-edit-day')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Modifier les dates ou les créneaux' }));
    await waitFor(() => expect(h().navigations).toEqual([{ to: '/activites/1/5/12/pack/0/calendar?edit=group-pack' }]));
  });

  it.each([
    [
      'a subscription',
      subscriptionGroup,
      'a2',
      'Modifier mon abonnement',
      '/activites/11/14/26/abonnement?edit=group-abo',
    ],
    ['a company order', companyGroup, 't2', 'Modifier mes billets', '/activites/13/16/entreprise?edit=group-cse'],
    ['an event', eventGroup, 'e2', 'Modifier la date ou le créneau', '/activites/9/3/events?edit=group-event'],
  ])('opens the page of %s from its own button', async (_, group, nid, label, to) => {
    setBasket(group());
    renderAt('/panier', basketRoutes);
    const { dialog } = await openPencil(nid);
    expect(within(dialog).getAllByTestId('basket-edit-hint')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(h().navigations).toEqual([{ to }]));
  });
});
