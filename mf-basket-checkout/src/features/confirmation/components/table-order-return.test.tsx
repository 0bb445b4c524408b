import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { basketStore, sessionStore, snackingAddressStore, transactionStore } from 'shared-events';
import { paymentLinesStore } from '../../../shared/payment/payment-lines';
import { setUpHarness, type Harness } from '../../../shared/testing/test-harness';
import { line } from '../../basket/model/test-lines';
import { lastOrderStore } from '../model/last-order';
import { ConfirmationPage } from './confirmation-page';
import { SummarizePage } from './summarize-page';

/**
 * The return of a table's payment settles and clears what it paid, the lines its payment was started with: the
 * visitor's other lines (an activity booking, another table's order) and their promo codes stay in the basket.
 */
const noWait = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
const bowling = line({ nid: 'b1', pid: 'g2', id: 20, price: 12.5, description: 'BOWLING', idPlanning: 777 });

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
        <Route path="/panier/:zone/:table/snaking" element={<Where />} />
        <Route path="/panier" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="went-to">{pathname + search}</div>;
}

let h: Harness;
beforeEach(() => {
  h = setUpHarness();
  lastOrderStore.reset();
  h.mock.onPost('/salesV2').reply(200, { idTicket: 31, sales: [{ id: 1, idArticle: 301, qty: 1, barcodeList: [] }] });
  h.mock.onPost('/v1/mailer/sendQrcode').reply(200, { sent: true, alreadySent: false, idTicket: 31 });
});
afterEach(() => h.done());

const pending = () =>
  transactionStore.set({ reference: 'REF-1', emailCheck: false, salesCheck: false, bookingsCheck: false });

describe("a table's payment return", () => {
  it("clears only the paid table's lines: an activity booking, another table's order, their codes stay", async () => {
    sessionStore.set({
      token: 'zone',
      clientId: 900,
      signInType: 'anonyme',
      loginType: 'basket',
      currentUser: null,
      ticketsEmail: 'table1@x.fr',
      returnTo: null,
    });
    pending();
    const table1 = line({ nid: 't1', ZONE: 1, TABLE: 1, id: 301, price: 4, description: 'COCA' });
    const table2 = line({ nid: 't2', ZONE: 1, TABLE: 2, id: 302, price: 6, description: 'BIÈRE' });
    const bowlingCode = { label: 'BOWL10', articles: '20', percentage: 10 };
    const cocaCode = { label: 'COCA50', articles: '301', percentage: 50 };
    basketStore.set({ lines: [bowling, table1, table2], promoCodes: [bowlingCode, cocaCode], validated: false });
    // What the table's payment was started with (the checkout keeps it): table 1's line alone.
    paymentLinesStore.set({ reference: 'REF-1', lines: [table1] });
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'paid' });
    h.mock
      .onGet('/bar/orders/by-reference/REF-1')
      .reply(200, { number: 31, status: 'servie', table: { id: 1, name: 'Table 1' } });
    renderConfirmation('/confirmation?reference=REF-1&type=snaking');
    // The recap is table 1's order from the first render.
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    await screen.findByText(/Votre reçu vous a été envoyé par e-mail/);
    // The sale and the e-mail are table 1's order; nothing is booked for the activity line it did not pay.
    expect(h.mock.history.post.map((r) => r.url)).toEqual(['/salesV2', '/v1/mailer/sendQrcode']);
    const sale = JSON.parse(h.mock.history.post[0]!.data as string);
    expect(sale.articles.map((a: { name: string }) => a.name)).toEqual(['COCA']);
    expect(sale.payments).toEqual([{ value: 4, id: 1 }]);
    expect(JSON.parse(h.mock.history.post[1]!.data as string)).toMatchObject({ price: 4 });
    // Paid: table 1's line and its code are gone, the rest of the basket stays as it was.
    expect(basketStore.get()).toEqual({ lines: [bowling, table2], promoCodes: [bowlingCode], validated: false });
    fireEvent.click(screen.getByText('quitter'));
    expect(await screen.findByTestId('summarize-page')).toBeInTheDocument();
    await waitFor(() => expect(transactionStore.get()).toBeNull());
    expect(basketStore.get()).toEqual({ lines: [bowling, table2], promoCodes: [bowlingCode], validated: false });
    expect(paymentLinesStore.get()).toBeNull();
    expect(sessionStore.get().token).toBeNull();
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
  });

  it("goes back to the table's basket when the bank refuses, keeping the table's lines", async () => {
    pending();
    const table1 = line({ nid: 't1', ZONE: 1, TABLE: 4, id: 301, price: 4, description: 'COCA' });
    basketStore.set({ lines: [bowling, table1], promoCodes: [], validated: false });
    paymentLinesStore.set({ reference: 'REF-1', lines: [table1] });
    h.mock.onGet('/v1/paybox/transactions/REF-1').reply(200, { reference: 'REF-1', status: 'refused' });
    renderConfirmation('/confirmation?reference=REF-1&type=snaking');
    expect(await screen.findByTestId('went-to')).toHaveTextContent('/panier/1/4/snaking?type=refused');
    expect(basketStore.get().lines).toEqual([bowling, table1]);
    expect(h.mock.history.post).toHaveLength(0);
  });

  it("sends an unknown reference at a table to the tablet's table basket, not the site's /panier", async () => {
    pending();
    snackingAddressStore.set('/activites/9/2/7/snaking');
    renderConfirmation('/confirmation?reference=OTHER&type=snaking');
    expect(await screen.findByTestId('went-to')).toHaveTextContent('/panier/2/7/snaking?type=error');
  });
});
