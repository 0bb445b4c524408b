import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import { basketStore, sessionStore, transactionStore } from 'shared-events';
import { paymentLinesStore } from '../../../shared/payment/payment-lines';
import { line } from '../../basket/model/test-lines';
import { setBasket, setUpHarness, signIn, testUser, type Harness } from '../../../shared/testing/test-harness';
import { lastOrderStore } from '../model/last-order';
import { ConfirmationPage, REFUND_TITLE } from './confirmation-page';
import { SummarizePage } from './summarize-page';

/** Polls and retries without the real 2 s / 3 s pauses (a short real pause keeps the page responsive). */
const noWait = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
const lines = [
  line({
    nid: 'k1',
    pid: 'g1',
    id: 10,
    idTariff: 100,
    price: 25,
    counter: 2,
    description: 'KARTING',
    idPlanning: 501,
    day: '24/11/2026',
    houre: '15:00',
  }),
  line({ nid: 'k2', pid: 'g1', id: 11, price: 5, counter: 2, description: 'ÉQUIPEMENT', idPlanning: 501 }),
  line({ nid: 'b1', pid: 'g2', id: 20, price: 12.5, counter: 1, description: 'BOWLING', idPlanning: 777 }),
];

function renderConfirmation(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/confirmation"
          element={
            <>
              <ConfirmationPage settlementOptions={{ wait: noWait }} />
              <Link to="/summarize">quitter</Link>
            </>
          }
        />
        <Route path="/summarize" element={<SummarizePage />} />
        <Route path="/panier" element={<div data-testid="basket-route" />} />
      </Routes>
    </MemoryRouter>,
  );
}

let h: Harness;
beforeEach(() => {
  h = setUpHarness();
  lastOrderStore.reset();
  h.mock
    .onPost('/salesV2')
    .reply(200, { idTicket: 31, sales: [{ id: 1, idArticle: 10, qty: 2, barcodeList: ['QR1', 'QR2'] }] });
  h.mock.onPost(/\/planning\/scheduledTask\/\d+\/bookings/).reply(200, { id: 1 });
  h.mock.onPost('/v1/mailer/sendQrcode').reply(200, { sent: true, alreadySent: false, idTicket: 31 });
});
afterEach(() => h.done());

const pending = () =>
  transactionStore.set({ reference: 'REF-1', emailCheck: false, salesCheck: false, bookingsCheck: false });

describe('ConfirmationPage', () => {
  it('sends an unknown reference to /panier?type=error and keeps the basket', async () => {
    pending();
    setBasket(lines);
    renderConfirmation('/confirmation?reference=OTHER');
    expect(await screen.findByTestId('basket-route')).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 5)));
    expect(basketStore.get().lines).toHaveLength(3);
    expect(transactionStore.get()?.reference).toBe('REF-1');
    expect(h.mock.history.get).toHaveLength(0);
  });

  it('polls until paid, then does the sale, the bookings and the e-mail once each', async () => {
    signIn();
    pending();
    setBasket(lines);
    h.mock
      .onGet('/v1/paybox/transactions/REF-1')
      .replyOnce(200, { reference: 'REF-1', status: 'pending' })
      .onGet('/v1/paybox/transactions/REF-1')
      .reply(200, { reference: 'REF-1', status: 'paid' });
    const first = renderConfirmation('/confirmation?reference=REF-1');
    expect(screen.getByTestId('confirmation-message')).toHaveTextContent(
      'Nous vous confirmons la prise en compte de votre réservation !',
    );
    expect(screen.getByTestId('transaction-number')).toHaveTextContent('REF-1');
    await waitFor(() => expect(screen.getByTestId('payment-paid')).toHaveTextContent('Un e-mail de confirmation'));
    // Every step done: the transaction status goes (the basket went as soon as the payment was known).
    await waitFor(() => expect(transactionStore.get()).toBeNull());
    expect(basketStore.get().lines).toEqual([]);
    expect(h.mock.history.get.filter((r) => r.url === '/v1/paybox/transactions/REF-1')).toHaveLength(2);
    const posts = h.mock.history.post.map((r) => r.url);
    expect(posts).toEqual([
      '/salesV2',
      '/planning/scheduledTask/501/bookings',
      '/planning/scheduledTask/777/bookings',
      '/v1/mailer/sendQrcode',
    ]);
    expect(JSON.parse(h.mock.history.post[0]!.data as string)).toMatchObject({ reference: 'REF-1', idClient: 42 });
    expect(JSON.parse(h.mock.history.post[1]!.data as string)).toMatchObject({
      reference: 'REF-1',
      qty: 2,
      isPaid: true,
      email: testUser.email,
    });
    expect(JSON.parse(h.mock.history.post[3]!.data as string)).toMatchObject({
      reference: 'REF-1',
      qrcodes: ['QR1', 'QR2'],
      commandNumber: 31,
      price: 72.5,
    });
    expect(screen.getByTestId('order-total')).toHaveTextContent('72,50 €');
    expect(screen.getByTestId('orders-link')).toBeInTheDocument();

    // Opened again once settled (a reload, the link kept): the same news, and nothing asked or sent again.
    const calls = h.mock.history.get.length + h.mock.history.post.length;
    first.unmount();
    renderConfirmation('/confirmation?reference=REF-1');
    expect(screen.getByTestId('payment-paid')).toHaveTextContent('Paiement accepté. Un e-mail de confirmation');
    expect(screen.getByTestId('order-total')).toHaveTextContent('72,50 €');
    expect(h.mock.history.get.length + h.mock.history.post.length).toBe(calls);
  });

  it('skips the steps already done and retries a failing one 3 times before giving up', async () => {
    signIn();
    transactionStore.set({ reference: 'REF-1', emailCheck: false, salesCheck: true, bookingsCheck: false });
    setBasket(lines);
    h.mock.resetHandlers();
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'paid' });
    h.mock.onPost('/planning/scheduledTask/777/bookings').reply(500, {});
    h.mock.onPost('/planning/scheduledTask/501/bookings').reply(200, { id: 1 });
    h.mock.onPost('/v1/mailer/sendQrcode').reply(200, { sent: true });
    renderConfirmation('/confirmation?reference=REF-1');
    await waitFor(() => expect(transactionStore.get()?.emailCheck).toBe(true));
    await screen.findByText(/Un e-mail de confirmation/);
    expect(h.mock.history.post.filter((r) => r.url === '/salesV2')).toHaveLength(0);
    expect(h.mock.history.post.filter((r) => r.url === '/planning/scheduledTask/777/bookings')).toHaveLength(4);
    // A step given up keeps the status (a return here tries it again); the paid basket is gone anyway.
    expect(transactionStore.get()).toMatchObject({ salesCheck: true, bookingsCheck: false, emailCheck: true });
    expect(basketStore.get().lines).toEqual([]);
    expect(h.toasts).toEqual([]);
  });

  it('a payment that arrived without places says the refund, books nothing and sends no confirmation', async () => {
    signIn();
    transactionStore.set({ reference: 'REF-1', emailCheck: false, salesCheck: false, bookingsCheck: false });
    setBasket(lines);
    h.mock.resetHandlers();
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'paid', orderState: null });
    h.mock.onPost('/salesV2').reply(200, { idTicket: 31, sales: [], state: 'paid-without-places' });
    renderConfirmation('/confirmation?reference=REF-1');
    expect(await screen.findByTestId('payment-refund')).toHaveTextContent('le remboursement intégral est en cours');
    expect(screen.getByTestId('confirmation-message')).toHaveTextContent(REFUND_TITLE);
    expect(h.mock.history.post.map((r) => r.url)).toEqual(['/salesV2']);
    expect(transactionStore.get()).toBeNull();
    expect(basketStore.get().lines).toEqual([]);
  });

  it('a return after the server recorded the order without places goes straight to the refund', async () => {
    signIn();
    pending();
    setBasket(lines);
    h.mock.resetHandlers();
    h.mock
      .onGet('/v1/paybox/transactions/REF-1')
      .reply(200, { reference: 'REF-1', status: 'paid', orderState: 'paid-without-places' });
    renderConfirmation('/confirmation?reference=REF-1');
    expect(await screen.findByTestId('payment-refund')).toBeInTheDocument();
    expect(h.mock.history.post).toEqual([]);
  });

  it('clears the basket, the promo codes and the transaction on leaving, and signs out an anonymous snacking user', async () => {
    sessionStore.set({
      token: 't',
      clientId: 9,
      signInType: 'anonyme',
      loginType: 'basket',
      currentUser: null,
      ticketsEmail: 'table@x.fr',
      returnTo: null,
    });
    pending();
    basketStore.set({
      lines: [line({ nid: 's1', ZONE: 1, TABLE: 2, description: 'COCA', price: 3 })],
      promoCodes: [{ label: 'X', articles: '1', percentage: 5 }],
      validated: true,
    });
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'paid' });
    h.mock
      .onGet('/bar/orders/by-reference/REF-1')
      .replyOnce(200, { number: 31, status: 'reçue', table: { id: 2, name: 'Table 2' } })
      .onGet('/bar/orders/by-reference/REF-1')
      .reply(200, { number: 31, status: 'servie', table: { id: 2, name: 'Table 2' } });
    renderConfirmation('/confirmation?reference=REF-1&type=snaking');
    expect(screen.getByTestId('confirmation-message')).toHaveTextContent(
      'Nous vous confirmons la prise en compte de votre commande !',
    );
    expect(screen.queryByTestId('orders-link')).not.toBeInTheDocument();
    // Every step done: the receipt is said sent (the transaction status is then cleared).
    await screen.findByText(/Votre reçu vous a été envoyé par e-mail/);
    // The order number and the bar's progress, live (re-read every 2 s until served).
    expect(await screen.findByTestId('bar-order-number')).toHaveTextContent('Commande n° 31 — Table 2');
    expect(screen.getByTestId('bar-order-state')).toHaveTextContent('Votre commande est reçue.');
    await waitFor(() => expect(screen.getByTestId('bar-order-state')).toHaveTextContent('Votre commande est servie.'), {
      timeout: 4000,
    });
    fireEvent.click(screen.getByText('quitter'));
    expect(await screen.findByTestId('summarize-page')).toBeInTheDocument();
    await waitFor(() => expect(transactionStore.get()).toBeNull());
    expect(basketStore.get()).toEqual({ lines: [], promoCodes: [], validated: false });
    // Nothing left in storage that a reload would read back as corrupt.
    expect(localStorage.getItem('park.transaction.v1')).toBeNull();
    expect(localStorage.getItem('park.basket.v1')).toBeNull();
    expect(sessionStore.get().token).toBeNull();
    expect(h.events.map((e) => e.type)).toContain('auth:signed-out');
    // The recap stays for /summarize.
    expect(screen.getByTestId('summarize-reference')).toHaveTextContent('Commande n° 31');
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
  });

  it('clears on closing or reloading the tab once the steps are over; the reload shows the recap again', async () => {
    signIn();
    pending();
    setBasket(lines);
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'paid' });
    const first = renderConfirmation('/confirmation?reference=REF-1');
    await screen.findByText(/Un e-mail de confirmation/);
    window.dispatchEvent(new Event('pagehide'));
    expect(transactionStore.get()).toBeNull();
    expect(basketStore.get().lines).toEqual([]);
    first.unmount();
    const gets = h.mock.history.get.length;
    renderConfirmation('/confirmation?reference=REF-1');
    expect(screen.getByTestId('confirmation-message')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-line')).toHaveLength(3);
    expect(screen.queryByTestId('basket-route')).not.toBeInTheDocument();
    expect(h.mock.history.get.length).toBe(gets);
  });

  it('does not clear on closing the tab while the payment is still being checked', async () => {
    signIn();
    pending();
    setBasket(lines);
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'pending' });
    renderConfirmation('/confirmation?reference=REF-1');
    await screen.findByTestId('payment-pending');
    await waitFor(() => expect(h.mock.history.get.length).toBeGreaterThan(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(transactionStore.get()?.reference).toBe('REF-1');
    expect(basketStore.get().lines).toHaveLength(3);
  });

  it('clears the paid basket and its promo codes as soon as the server says paid, before the steps end', async () => {
    signIn();
    pending();
    basketStore.set({ lines, promoCodes: [{ label: 'X', articles: '10', percentage: 5 }], validated: true });
    // The basket page's payment pays the whole basket (what the checkout keeps): all of it goes, as always.
    paymentLinesStore.set({ reference: 'REF-1', lines });
    h.mock.resetHandlers();
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'paid' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    h.mock.onPost('/salesV2').reply(async () => {
      await held;
      return [200, { idTicket: 31, sales: [] }];
    });
    h.mock.onPost(/\/planning\/scheduledTask\/\d+\/bookings/).reply(200, { id: 1 });
    h.mock.onPost('/v1/mailer/sendQrcode').reply(200, { sent: true });
    renderConfirmation('/confirmation?reference=REF-1');
    await waitFor(() => expect(h.mock.history.post.map((r) => r.url)).toEqual(['/salesV2']));
    // The sale is still on its way: the basket is already gone, the transaction kept for the steps.
    expect(basketStore.get()).toEqual({ lines: [], promoCodes: [], validated: false });
    expect(transactionStore.get()?.reference).toBe('REF-1');
    expect(screen.getAllByTestId('order-line')).toHaveLength(3);
    release();
    await waitFor(() => expect(transactionStore.get()).toBeNull());
    // The steps used the order's lines, not the emptied basket.
    expect(h.mock.history.post.map((r) => r.url)).toEqual([
      '/salesV2',
      '/planning/scheduledTask/501/bookings',
      '/planning/scheduledTask/777/bookings',
      '/v1/mailer/sendQrcode',
    ]);
  });

  it('goes back to the basket with the refusal, keeping the basket', async () => {
    signIn();
    pending();
    setBasket(lines);
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'refused' });
    renderConfirmation('/confirmation?reference=REF-1');
    expect(await screen.findByTestId('basket-route')).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 5)));
    expect(basketStore.get().lines).toHaveLength(3);
    expect(h.mock.history.post).toHaveLength(0);
  });
});

describe('SummarizePage', () => {
  it('says when there is no recent order', () => {
    render(
      <MemoryRouter>
        <SummarizePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('summarize-empty')).toHaveTextContent('Aucune commande récente.');
  });
});
