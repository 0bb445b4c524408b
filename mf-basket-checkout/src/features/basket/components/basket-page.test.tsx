import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore, sessionStore, snackingAddressStore, transactionStore } from 'shared-events';
import { fixClock, releaseClock } from 'shared-events/testing';
import { paymentLinesStore } from '../../../shared/payment/payment-lines';
import { PAYMENT_START_FAILED } from '../model/messages';
import { line } from '../model/test-lines';
import { renderAt, setBasket, setUpHarness, signIn, type Harness } from '../../../shared/testing/test-harness';
import { BasketPage } from './basket-page';

const routes = [
  { path: '/panier', element: <BasketPage /> },
  { path: '/panier/:zone/:table/snaking', element: <BasketPage /> },
];

// The page's clock is fixed (beforeEach): these slots are tomorrow and the day after.
const karting = line({
  nid: 'k1',
  pid: 'g1',
  aid: 1,
  oid: 2,
  fid: 3,
  id: 10,
  idTariff: 100,
  price: 25,
  counter: 2,
  description: 'KARTING ADULTE',
  idPlanning: 501,
  select: '2026-11-24T15:00:00+01:00',
  day: '24/11/2026',
  houre: '15:00',
});
const equipment = line({
  nid: 'k2',
  pid: 'g1',
  id: 11,
  price: 5,
  counter: 2,
  description: 'ÉQUIPEMENT',
  idPlanning: 501,
  select: karting.select,
});
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
/** Monday 23 November 2026, 10:00 in Paris. */
const NOW = '2026-11-23T10:00:00+01:00';
afterEach(() => releaseClock());
beforeEach(() => {
  fixClock(NOW);
  h = setUpHarness();
  h.mock.onGet('/planning/browse').reply(200, [
    { id: 501, placesMax: 10, placesTaken: 1, placesEmpty: 9, deleted: false },
    { id: 777, placesMax: 6, placesTaken: 0, placesEmpty: 6, deleted: false },
  ]);
});
afterEach(() => h.done());

describe('BasketPage', () => {
  it('lists the lines with date, time, participants and price, and the totals with VAT', async () => {
    setBasket([karting, equipment, bowling]);
    renderAt('/panier', routes);
    const cards = await screen.findAllByTestId('basket-line');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('KARTING ADULTE')).toBeInTheDocument();
    expect(first.getByTestId('line-day')).toHaveTextContent('24/11/2026');
    expect(first.getByTestId('line-time')).toHaveTextContent('15:00');
    expect(first.getByTestId('line-counter')).toHaveTextContent('Participants : 2');
    expect(first.getByTestId('line-price')).toHaveTextContent('50,00 €');
    expect(within(cards[2]!).getByTestId('line-time')).toHaveTextContent('20:30');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('72,50 €');
    expect(screen.getByTestId('basket-vat')).toHaveTextContent('12,08 €');
  });

  it('shows the empty basket message', () => {
    renderAt('/panier', routes);
    expect(screen.getByTestId('basket-empty')).toHaveTextContent(
      "Votre panier est vide. Veuillez sélectionner une activité ainsi qu'un créneau.",
    );
  });

  it('drops past lines and snacking lines on the ordinary basket', async () => {
    setBasket([
      line({ nid: 'old', select: '2020-01-01T10:00:00+01:00', description: 'PASSÉ' }),
      line({ nid: 's', ZONE: 1, TABLE: 2, description: 'COCA' }),
      bowling,
    ]);
    renderAt('/panier', routes);
    await waitFor(() => expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['b1']));
    expect(screen.getAllByTestId('basket-line')).toHaveLength(1);
  });

  it("leads an empty table's basket back to that table's menu (the tablet's stored address)", async () => {
    snackingAddressStore.set('/activites/13/1/2/snaking');
    setBasket([]);
    renderAt('/panier/1/2/snaking', routes);
    // An order at the bar, not time slots.
    expect(await screen.findByTestId('basket-empty')).toHaveTextContent(
      'Votre commande est vide. Choisissez vos boissons et vos en-cas à la carte.',
    );
    fireEvent.click(await screen.findByTestId('basket-back'));
    expect(h.navigations.at(-1)).toEqual({ to: '/activites/13/1/2/snaking', replace: undefined });
    snackingAddressStore.reset();
  });

  it('deletes a whole group with its bin', async () => {
    setBasket([karting, equipment, bowling]);
    renderAt('/panier', routes);
    const cards = await screen.findAllByTestId('basket-line');
    fireEvent.click(within(cards[1]!).getByTestId('line-delete'));
    await waitFor(() => expect(screen.getAllByTestId('basket-line')).toHaveLength(1));
    expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['b1']);
  });

  it("opens the line's calendar with ?edit=<pid> from the pencil's dialog", async () => {
    h.mock.onGet('/v1/activites').reply(200, { data: [{ aid: 1, code: 'karting' }] });
    setBasket([karting]);
    renderAt('/panier', routes);
    fireEvent.click(await screen.findByTestId('line-edit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la date ou le créneau' }));
    await waitFor(() => expect(h.navigations).toEqual([{ to: '/activites/1/2/3/calendar?edit=g1' }]));
  });

  it('marks lines whose slot is now full in sepia with a 10 s warning', async () => {
    h.mock.onPost('/planning/availability').reply(200, {
      ok: false,
      items: [],
      lines: [
        { index: 0, ok: false, slots: [501], places: 2, problem: 'full' },
        { index: 1, ok: true, slots: [777], places: 4 },
      ],
    });
    setBasket([karting, bowling]);
    renderAt('/panier', routes);
    await waitFor(() => expect(screen.getAllByTestId('line-full')).toHaveLength(1));
    expect(screen.getByText('Trop tard! complet!')).toBeInTheDocument();
    expect(screen.getAllByTestId('basket-line')[0]).toHaveAttribute('data-complet', 'true');
    expect(h.toasts).toContainEqual({
      message:
        'Votre panier contient un ou plusieur créneaux horaires complet! Merci de sélectionner un autre créneau horaire.',
      variant: 'warning',
      durationMs: 10000,
    });
  });

  describe('promo codes', () => {
    it('refuses an unknown code', async () => {
      h.mock.onPost('/v1/codepromos/check').reply(404, { statusCode: 404, message: 'Not found' });
      setBasket([karting]);
      renderAt('/panier', routes);
      fireEvent.change(screen.getByTestId('promo-input'), { target: { value: 'NOPE' } });
      fireEvent.click(screen.getByTestId('promo-apply'));
      await waitFor(() =>
        expect(h.toasts).toContainEqual({
          message: "Code promo n'est pas valide.",
          variant: 'error',
          durationMs: 10000,
        }),
      );
      expect(basketStore.get().promoCodes).toEqual([]);
    });

    it('applies a valid code to its articles once, strikes the original price, then refuses it again', async () => {
      h.mock.onPost('/v1/codepromos/check', { label: 'ETE20' }).reply(200, {
        statusCode: 200,
        data: { codePromo: { label: 'ETE20', articles: '10,20', percentage: 20 } },
      });
      setBasket([karting, equipment, bowling]);
      renderAt('/panier', routes);
      fireEvent.change(screen.getByTestId('promo-input'), { target: { value: 'ETE20' } });
      fireEvent.click(screen.getByTestId('promo-apply'));
      await waitFor(() =>
        expect(h.toasts).toContainEqual({ message: 'Valid code promo.', variant: 'success', durationMs: 10000 }),
      );
      const cards = screen.getAllByTestId('basket-line');
      expect(within(cards[0]!).getByTestId('line-price')).toHaveTextContent('40,00 €');
      expect(within(cards[0]!).getByTestId('line-original-price')).toHaveTextContent('50,00 €');
      expect(within(cards[1]!).queryByTestId('line-original-price')).not.toBeInTheDocument();
      expect(within(cards[2]!).getByTestId('line-price')).toHaveTextContent('10,00 €');
      expect(screen.getByTestId('basket-total')).toHaveTextContent('60,00 €');
      expect(basketStore.get().lines[0]).toMatchObject({ price: 20, couponPrice: 25 });

      fireEvent.change(screen.getByTestId('promo-input'), { target: { value: 'ete20' } });
      fireEvent.click(screen.getByTestId('promo-apply'));
      await waitFor(() =>
        expect(h.toasts).toContainEqual({
          message: 'Code promo déjà appliqué.',
          variant: 'warning',
          durationMs: 10000,
        }),
      );
      expect(basketStore.get().lines[0]).toMatchObject({ price: 20, couponPrice: 25 });
      expect(h.mock.history.post.filter((r) => r.url === '/v1/codepromos/check')).toHaveLength(1);
    });
  });

  describe('payment return notices', () => {
    it("shows the purchase error with the park's customer service number, from the API's settings", async () => {
      h.mock.onGet('/v1/parc').reply(200, { name: 'Parc Test', phone: '04 72 10 20 30' });
      setBasket([bowling]);
      renderAt('/panier?type=error', routes);
      const expected =
        "Un erreur est survenue lors de l'achat. Veuillez contacter notre service client au 04 72 10 20 30.";
      await waitFor(() => expect(screen.getByTestId('purchase-error')).toHaveTextContent(expected));
      // The number does not break: non-breaking spaces in the toast.
      const message = expected.replace('04 72 10 20 30', '04\u00a072\u00a010\u00a020\u00a030');
      await waitFor(() => expect(h.toasts).toContainEqual({ message, variant: 'error', durationMs: 10000 }));
    });

    it('still shows the purchase error, without a number, when the API cannot give it', async () => {
      h.mock.onGet('/v1/parc').reply(500, { message: 'x' });
      setBasket([bowling]);
      renderAt('/panier?type=error', routes);
      const expected = "Un erreur est survenue lors de l'achat. Veuillez contacter notre service client.";
      await waitFor(() => expect(h.toasts.map((t) => t.message)).toEqual([expected]));
      expect(screen.getByTestId('purchase-error')).toHaveTextContent(expected);
    });

    it('explains a refused or cancelled payment and forgets the transaction', async () => {
      transactionStore.set({ reference: 'R1', emailCheck: false, salesCheck: false, bookingsCheck: false });
      renderAt('/panier?type=refused', routes);
      await waitFor(() =>
        expect(h.toasts.map((t) => t.message)).toContain(
          "Votre paiement a été refusé. Aucun montant n'a été débité, votre panier est conservé.",
        ),
      );
      expect(transactionStore.get()).toBeNull();
      expect(localStorage.getItem('park.transaction.v1')).toBeNull();
    });
  });

  describe('checkout', () => {
    const validate = () => fireEvent.click(screen.getByTestId('validate-schedule'));

    it('requires the terms, then a signed-in user (back to /panier after the login)', async () => {
      setBasket([bowling]);
      renderAt('/panier', routes);
      validate();
      expect(h.toasts.at(-1)?.message).toBe('Vous devez accepter les conditions générales de vente pour continuer.');
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      await waitFor(() => expect(h.navigations).toEqual([{ to: '/' }]));
      expect(sessionStore.get().returnTo).toBe('/panier');
    });

    it('asks for a complete profile', async () => {
      signIn({ ...(await import('../../../shared/testing/test-harness')).testUser, email: '' });
      setBasket([bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      expect(h.toasts.at(-1)?.message).toBe("Votre profil n'est pas complet. Merci de compléter vos informations.");
    });

    it('accepts the terms from the conditions dialog', async () => {
      setBasket([bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-open'));
      expect(await screen.findByText('Conditions générales de vente')).toBeInTheDocument();
      expect(screen.getByText(/15 minutes de retard/)).toBeInTheDocument();
      fireEvent.click(screen.getByTestId('terms-accept'));
      expect(screen.getByTestId('terms-checkbox')).toBeChecked();
    });

    it('offers no payment form for a basket changed while its payment was starting', async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(200, {
        items: [
          { idPlanning: 501, placesEmpty: 9 },
          { idPlanning: 777, placesEmpty: 6 },
        ],
      });
      let answer: (reply: [number, unknown]) => void = () => undefined;
      h.mock
        .onPost('/v1/paybox/initiate-paybox-transaction')
        .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
      setBasket([karting, equipment, bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      fireEvent.click(await screen.findByTestId('validate-basket'));
      // While it starts, the lines cannot be deleted here; another tab still can.
      await waitFor(() => expect(screen.getAllByTestId('line-delete')[2]).toBeDisabled());
      act(() => basketStore.update((draft) => void draft.lines.pop()));
      await act(async () => answer([200, { reference: 'R9', url: 'http://gw/pay', body: { PBX_CMD: 'R9' } }]));
      await act(async () => new Promise((r) => setTimeout(r, 10)));
      expect(screen.queryByTestId('payment-form')).toBeNull();
      expect(paymentLinesStore.get()).toBeNull();
      expect(screen.getAllByTestId('line-delete')[0]).toBeEnabled();
    });

    it('checks the slots, opens the 30 s window, starts the payment and shows the Paybox form', async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(200, {
        items: [
          { idPlanning: 501, placesEmpty: 9 },
          { idPlanning: 777, placesEmpty: 6 },
        ],
      });
      h.mock.onPost('/v1/paybox/initiate-paybox-transaction').reply(200, {
        reference: 'REF-123',
        url: 'http://127.0.0.1:4100/cgi/MYchoix_pagepaiement.cgi',
        body: { PBX_SITE: '1999888', PBX_RANG: '32', PBX_TOTAL: '7250', PBX_CMD: 'REF-123', PBX_HMAC: 'ABC' },
      });
      setBasket([karting, equipment, bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      expect(await screen.findByTestId('availability-countdown')).toHaveTextContent('30 s');
      // The lines as the payment start sends them (the server judges each), and the slots for an API reading only them.
      const checked = JSON.parse(h.mock.history.post.find((r) => r.url === '/planning/availability')!.data as string);
      expect(checked.items).toEqual([
        { idPlanning: 501, qty: 2 },
        { idPlanning: 777, qty: 1 },
      ]);
      expect(checked.lines.map((l: { nid: string }) => l.nid)).toEqual(['k1', 'k2', 'b1']);
      fireEvent.click(screen.getByTestId('validate-basket'));
      const form = await screen.findByTestId('payment-form');
      expect(form).toHaveAttribute('action', 'http://127.0.0.1:4100/cgi/MYchoix_pagepaiement.cgi');
      expect(form).toHaveAttribute('method', 'POST');
      const inputs = [...form.querySelectorAll('input[type=hidden]')].map((i) => [
        i.getAttribute('name'),
        (i as HTMLInputElement).value,
      ]);
      expect(inputs).toEqual([
        ['PBX_SITE', '1999888'],
        ['PBX_RANG', '32'],
        ['PBX_TOTAL', '7250'],
        ['PBX_CMD', 'REF-123'],
        ['PBX_HMAC', 'ABC'],
      ]);
      expect(within(form).getByRole('button', { name: 'Payer' })).toHaveAttribute('type', 'submit');
      expect(transactionStore.get()).toEqual({
        reference: 'REF-123',
        emailCheck: false,
        salesCheck: false,
        bookingsCheck: false,
      });
      const sent = JSON.parse(
        h.mock.history.post.find((r) => r.url === '/v1/paybox/initiate-paybox-transaction')!.data as string,
      );
      expect(sent).toMatchObject({
        total: 72.5,
        email: 'camille@example.fr',
        SUMMARIZE: 'summarize',
        type: 'ACTIVITY',
        promoCodes: [],
      });
      expect(sent.transactionRef).toMatch(/^WEB\d{14}[0-9A-Z]{6}$/);
      expect(sent.lines.map((l: { nid: string }) => l.nid)).toEqual(['k1', 'k2', 'b1']);
      // What the payment pays, for its return to clear: here the whole basket.
      expect(paymentLinesStore.get()?.reference).toBe('REF-123');
      expect(paymentLinesStore.get()?.lines.map((l) => l.nid)).toEqual(['k1', 'k2', 'b1']);
    });

    it('falls back to the planning browse, marks full lines and keeps the button', async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(404, { message: 'Route not found' });
      setBasket([karting, bowling]);
      renderAt('/panier', routes);
      await waitFor(() => expect(h.mock.history.get.length).toBeGreaterThan(0));
      h.mock.onGet('/planning/browse').reply(200, [
        { id: 501, placesMax: 10, placesTaken: 10, deleted: false },
        { id: 777, placesMax: 6, placesTaken: 0, deleted: false },
      ]);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      await waitFor(() => expect(screen.getAllByTestId('line-full')).toHaveLength(1));
      expect(h.toasts.at(-1)?.message).toBe(
        'Votre panier contient un ou plusieur créneaux horaires complet! Merci de sélectionner un autre créneau horaire.',
      );
      expect(screen.getByTestId('validate-schedule')).toBeEnabled();
      // Validating again drops the full line (and its group) and goes on with the rest.
      validate();
      expect(await screen.findByTestId('availability-countdown')).toBeInTheDocument();
      expect(basketStore.get().lines.map((l) => l.nid)).toEqual(['b1']);
    });

    it('turns a 409 from the payment start into the full-slot toast and re-marks the lines', async () => {
      signIn();
      let free = 9;
      h.mock.onPost('/planning/availability').reply(() => [200, [{ idPlanning: 501, placesEmpty: free }]]);
      h.mock.onPost('/v1/paybox/initiate-paybox-transaction').reply(() => {
        free = 1;
        return [409, { message: 'Créneau complet' }];
      });
      setBasket([karting]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      fireEvent.click(await screen.findByTestId('validate-basket'));
      await waitFor(() => expect(screen.getAllByTestId('line-full')).toHaveLength(1));
      expect(h.toasts.map((t) => t.message)).toContain(
        'Votre panier contient un ou plusieur créneaux horaires complet! Merci de sélectionner un autre créneau horaire.',
      );
      expect(screen.getByTestId('validate-schedule')).toBeInTheDocument();
      expect(transactionStore.get()).toBeNull();
      // One message, not a second one asking to retry what cannot succeed.
      expect(h.toasts.map((t) => t.message)).not.toContain(PAYMENT_START_FAILED);
    });

    it("shows the server's message on a 400 (total mismatch)", async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(200, [{ idPlanning: 777, placesEmpty: 6 }]);
      const message =
        'Le montant du panier (12,50 €) ne correspond pas aux tarifs en vigueur (13,00 €). Merci de vérifier votre panier.';
      h.mock.onPost('/v1/paybox/initiate-paybox-transaction').reply(400, { statusCode: 400, message });
      setBasket([bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      fireEvent.click(await screen.findByTestId('validate-basket'));
      await waitFor(() => expect(h.toasts).toContainEqual({ message, variant: 'warning', durationMs: 10000 }));
      expect(h.toasts.map((t) => t.message)).toEqual([message]);
    });

    it('asks to retry when the payment start fails without a reason (500)', async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(200, [{ idPlanning: 777, placesEmpty: 6 }]);
      h.mock.onPost('/v1/paybox/initiate-paybox-transaction').reply(500, { statusCode: 500, message: 'x' });
      setBasket([bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      fireEvent.click(await screen.findByTestId('validate-basket'));
      await waitFor(() => expect(h.toasts.map((t) => t.message)).toEqual([PAYMENT_START_FAILED]));
    });

    it('shows the refusal of one line on that line (the answer names it)', async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(200, [
        { idPlanning: 501, placesEmpty: 9 },
        { idPlanning: 777, placesEmpty: 6 },
      ]);
      const message = 'Ligne 2 (BOWLING 1 HEURE) : le nombre de participants doit être compris entre 1 et 6.';
      h.mock.onPost('/v1/paybox/initiate-paybox-transaction').reply(400, { statusCode: 400, message, line: 1 });
      setBasket([karting, bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      fireEvent.click(await screen.findByTestId('validate-basket'));
      const problem = await screen.findByTestId('line-problem');
      expect(problem).toHaveTextContent(message);
      expect(screen.getAllByTestId('basket-line')[1]).toContainElement(problem);
      expect(screen.getAllByTestId('line-problem')).toHaveLength(1);
    });

    it('asks a snacking basket for the tickets e-mail, then pays as a snacking order', async () => {
      h.mock
        .onPost('/v1/paybox/initiate-paybox-transaction')
        .reply(200, { reference: 'S1', url: 'http://gw/pay', body: { PBX_CMD: 'S1' } });
      // The zone's automatic account: a session without a user nor a tickets e-mail yet.
      sessionStore.set({
        token: 'zone',
        clientId: 900,
        signInType: null,
        loginType: 'basket',
        currentUser: null,
        ticketsEmail: null,
        returnTo: null,
      });
      setBasket([line({ nid: 's1', ZONE: 1, TABLE: 2, id: 301, price: 3.5, counter: 2, description: 'COCA' })]);
      renderAt('/panier/1/2/snaking', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      // The words of an order, not of time slots.
      expect(screen.getByTestId('validate-schedule')).toHaveTextContent('Valider ma commande');
      validate();
      expect(await screen.findByTestId('tickets-email-dialog')).toBeInTheDocument();
      fireEvent.change(screen.getByTestId('tickets-email-input'), { target: { value: 'pas-une-adresse' } });
      fireEvent.click(screen.getByTestId('tickets-email-submit'));
      expect(await screen.findByText('Adresse email est invalide')).toBeInTheDocument();
      fireEvent.change(screen.getByTestId('tickets-email-input'), { target: { value: 'table2@example.fr' } });
      fireEvent.click(screen.getByTestId('tickets-email-submit'));
      expect(await screen.findByTestId('validate-basket')).toHaveTextContent('Payer ma commande');
      expect(screen.getByTestId('availability-countdown')).toHaveTextContent('Votre commande est prête');
      fireEvent.click(screen.getByTestId('validate-basket'));
      await screen.findByTestId('payment-form');
      expect(sessionStore.get().ticketsEmail).toBe('table2@example.fr');
      // The popup sets the anonymous session, never the account sign-in.
      expect(sessionStore.get()).toMatchObject({ signInType: 'anonyme', token: 'zone', currentUser: null });
      const sent = JSON.parse(
        h.mock.history.post.find((r) => r.url === '/v1/paybox/initiate-paybox-transaction')!.data as string,
      );
      expect(sent).toMatchObject({ total: 7, email: 'table2@example.fr', SUMMARIZE: 'snaking', type: 'ACTIVITY' });
      // The gateway brings the guest back to this page's origin (a bar tablet runs on its own).
      expect(sent.returnOrigin).toBe(window.location.origin);
    });

    it('closes the window after 30 s', async () => {
      jest.useFakeTimers({ now: new Date('2026-10-25T00:59:45Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
      try {
        signIn();
        h.mock.onPost('/planning/availability').reply(200, [{ idPlanning: 777, placesEmpty: 6 }]);
        setBasket([bowling]);
        renderAt('/panier', routes);
        fireEvent.click(screen.getByTestId('terms-checkbox'));
        validate();
        await act(async () => {
          await jest.advanceTimersByTimeAsync(10);
        });
        expect(screen.getByTestId('availability-countdown')).toHaveTextContent('30 s');
        await act(async () => {
          await jest.advanceTimersByTimeAsync(10_000);
        });
        expect(screen.getByTestId('availability-countdown')).toHaveTextContent('20 s');
        await act(async () => {
          await jest.advanceTimersByTimeAsync(20_500);
        });
        expect(screen.queryByTestId('validate-basket')).not.toBeInTheDocument();
        expect(screen.getByTestId('validate-schedule')).toHaveTextContent('Valider mes horaires');
      } finally {
        jest.useRealTimers();
      }
    });

    it('closes the payment form when the basket changes', async () => {
      signIn();
      h.mock.onPost('/planning/availability').reply(200, [
        { idPlanning: 501, placesEmpty: 9 },
        { idPlanning: 777, placesEmpty: 6 },
      ]);
      h.mock
        .onPost('/v1/paybox/initiate-paybox-transaction')
        .reply(200, { reference: 'R', url: 'http://gw/pay', body: { PBX_CMD: 'R' } });
      setBasket([karting, bowling]);
      renderAt('/panier', routes);
      fireEvent.click(screen.getByTestId('terms-checkbox'));
      validate();
      fireEvent.click(await screen.findByTestId('validate-basket'));
      await screen.findByTestId('payment-form');
      fireEvent.click(within(screen.getAllByTestId('basket-line')[1]!).getByTestId('line-delete'));
      await waitFor(() => expect(screen.queryByTestId('payment-form')).not.toBeInTheDocument());
      expect(screen.getByTestId('validate-schedule')).toBeInTheDocument();
    });
  });
});
