import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore, sessionStore } from 'shared-events';
import { fixClock, releaseClock } from 'shared-events/testing';
import { paymentLinesStore } from '../../../shared/payment/payment-lines';
import { renderAt, setBasket, setUpHarness, type Harness } from '../../../shared/testing/test-harness';
import { line } from '../model/test-lines';
import { BasketPage } from './basket-page';

/**
 * A table's basket (/panier/:zone/:table/snaking) shows, checks, edits and pays that table's lines alone (spec §4:
 * the snacking basket is filtered to the current zone and table): the visitor's other lines, an activity booking or
 * another table's order, stay in the basket as they are.
 */
const routes = [
  { path: '/panier', element: <BasketPage /> },
  { path: '/panier/:zone/:table/snaking', element: <BasketPage /> },
];

// The page's clock is fixed (beforeEach): this slot is the day after.
const bowling = line({
  nid: 'b1',
  pid: 'g2',
  aid: 4,
  oid: 5,
  fid: 6,
  id: 20,
  price: 12.5,
  counter: 1,
  description: 'BOWLING',
  idPlanning: 777,
  select: '2026-11-25T20:30:00+01:00',
});

let h: Harness;
const validate = () => fireEvent.click(screen.getByTestId('validate-schedule'));
afterEach(() => releaseClock());
beforeEach(() => {
  fixClock('2026-11-23T10:00:00+01:00');
  h = setUpHarness();
  h.mock
    .onGet('/planning/browse')
    .reply(200, [{ id: 777, placesMax: 6, placesTaken: 0, placesEmpty: 6, deleted: false }]);
});
afterEach(() => h.done());

describe("a table's basket", () => {
  it("shows only the current zone and table's lines on the snacking basket, and leaves the others stored", async () => {
    const stored = [
      bowling,
      line({ nid: 's1', ZONE: 1, TABLE: 2, description: 'COCA', price: 3 }),
      line({ nid: 's2', ZONE: 1, TABLE: 3, description: 'BIÈRE', price: 5 }),
    ];
    setBasket(stored);
    renderAt('/panier/1/2/snaking', routes);
    expect(await screen.findByText('COCA')).toBeInTheDocument();
    expect(screen.getAllByTestId('basket-line')).toHaveLength(1);
    expect(screen.queryByText('BIÈRE')).not.toBeInTheDocument();
    expect(screen.queryByText('BOWLING')).not.toBeInTheDocument();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('3,00 €');
    expect(screen.queryByTestId('line-edit')).not.toBeInTheDocument();
    // The visitor's activity booking and the other table's order stay in the basket, untouched.
    await act(async () => new Promise((r) => setTimeout(r, 5)));
    expect(basketStore.get().lines).toEqual(stored);
    // Only the table's lines are judged on arrival (they hold no slot: nothing to ask).
    expect(h.mock.history.post.filter((r) => r.url === '/planning/availability')).toHaveLength(0);
  });

  it("gives the ordinary basket its activity line back after a table's basket, not the snacking lines", async () => {
    setBasket([
      bowling,
      line({ nid: 's1', ZONE: 1, TABLE: 2, description: 'COCA' }),
      line({ nid: 's2', ZONE: 1, TABLE: 3, description: 'BIÈRE' }),
    ]);
    const table = renderAt('/panier/1/2/snaking', routes);
    expect(await screen.findByText('COCA')).toBeInTheDocument();
    table.unmount();
    renderAt('/panier', routes);
    expect(await screen.findByText('BOWLING')).toBeInTheDocument();
    // Outside snacking the snacking lines are removed (spec §4); the activity booking stays.
    await waitFor(() => expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['b1']));
    expect(screen.getAllByTestId('basket-line')).toHaveLength(1);
  });

  it("deletes a table's line and leaves the basket's other lines", async () => {
    setBasket([bowling, line({ nid: 's1', ZONE: 1, TABLE: 2, description: 'COCA' })]);
    renderAt('/panier/1/2/snaking', routes);
    fireEvent.click(within(await screen.findByTestId('basket-line')).getByTestId('line-delete'));
    await waitFor(() => expect(screen.getByTestId('basket-empty')).toBeInTheDocument());
    expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['b1']);
  });

  it("pays a table's lines alone, with their promo codes, and keeps the basket's other lines", async () => {
    paymentStarts('T1');
    guestSession('table1@example.fr');
    const table1 = line({ nid: 't1', ZONE: 1, TABLE: 1, id: 301, price: 4, description: 'COCA' });
    const table2 = line({ nid: 't2', ZONE: 1, TABLE: 2, id: 302, price: 6, description: 'BIÈRE' });
    const bowlingCode = { label: 'BOWL10', articles: '20', percentage: 10 };
    const cocaCode = { label: 'COCA50', articles: '301', percentage: 50 };
    basketStore.set({ lines: [bowling, table1, table2], promoCodes: [bowlingCode, cocaCode], validated: false });
    renderAt('/panier/1/1/snaking', routes);
    expect(await screen.findByTestId('basket-total')).toHaveTextContent('2,00 €');
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    validate();
    await giveEmail('table1@example.fr');
    fireEvent.click(await screen.findByTestId('validate-basket'));
    await screen.findByTestId('payment-form');
    const sent = sentPayment();
    expect(sent).toMatchObject({ total: 2, SUMMARIZE: 'snaking', promoCodes: ['COCA50'] });
    expect(sent.lines.map((l: { nid: string }) => l.nid)).toEqual(['t1']);
    expect(paymentLinesStore.get()).toEqual({ reference: 'T1', lines: sent.lines });
    // The activity booking and table 2's order are still in the basket, as they were, with their codes.
    expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['b1', 't1', 't2']);
    expect(basketStore.get().lines[0]).toBe(bowling);
    expect(basketStore.get().promoCodes).toEqual([bowlingCode, cocaCode]);
  });

  it("asks each guest for their own e-mail: the last order's address is neither offered nor used", async () => {
    paymentStarts('T2');
    // The guest before typed their address, then left without paying.
    guestSession('guest-before@example.fr');
    setBasket([line({ nid: 't1', ZONE: 1, TABLE: 1, id: 301, price: 4, description: 'COCA' })]);
    renderAt('/panier/1/1/snaking', routes);
    fireEvent.click(await screen.findByTestId('terms-checkbox'));
    validate();
    expect(await screen.findByTestId('tickets-email-input')).toHaveValue('');
    expect(screen.getByTestId('tickets-email-input')).toHaveAttribute('autocomplete', 'off');
    await giveEmail('guest-now@example.fr');
    fireEvent.click(await screen.findByTestId('validate-basket'));
    await screen.findByTestId('payment-form');
    const sent = sentPayment();
    expect(sent.email).toBe('guest-now@example.fr');
  });

  it("forgets a guest's e-mail when their payment comes back refused", async () => {
    guestSession('guest@example.fr');
    setBasket([line({ nid: 't1', ZONE: 1, TABLE: 1, id: 301, price: 4, description: 'COCA' })]);
    renderAt('/panier/1/1/snaking?type=refused', routes);
    await waitFor(() => expect(sessionStore.get().ticketsEmail).toBeNull());
    // The table's order and its zone session stay for the next try.
    expect(sessionStore.get().token).toBe('zone');
    expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['t1']);
  });
});

function giveEmail(email: string) {
  return screen.findByTestId('tickets-email-input').then((input) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.click(screen.getByTestId('tickets-email-submit'));
  });
}

/** A table's guest: the zone's session, with the tickets e-mail a guest typed (this one's or the one before's). */
function guestSession(ticketsEmail: string) {
  sessionStore.set({
    token: 'zone',
    clientId: 900,
    signInType: 'anonyme',
    loginType: 'basket',
    currentUser: null,
    ticketsEmail,
    returnTo: null,
  });
}

/** The payment start answers its form for this reference. */
function paymentStarts(reference: string) {
  h.mock
    .onPost('/v1/paybox/initiate-paybox-transaction')
    .reply(200, { reference, url: 'http://gw/pay', body: { PBX_CMD: reference } });
}

/** What the page sent to start the payment. */
function sentPayment() {
  const start = h.mock.history.post.find((r) => r.url === '/v1/paybox/initiate-paybox-transaction');
  return JSON.parse(start!.data as string);
}
