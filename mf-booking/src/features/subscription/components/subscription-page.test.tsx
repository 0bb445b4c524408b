import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore } from 'shared-events';
import { fixClock, releaseClock } from 'shared-events/testing';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { fakeParkApi, offer, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-03-28T23:30:00+01:00';
const subscriptionActivity = activity({ aid: 11, name: 'ABONNEMENTS', code: 'subscription' });
const monthly = formula({
  fid: 26,
  oid: 14,
  aid: 11,
  article: 201,
  name: 'TRAMPOLINES - ABONNEMENTS 1 MOIS',
  code: 'subscription',
  relatedAccessoires: '231,232',
});

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  localStorage.clear();
  basketStore.reset();
  api = fakeParkApi({
    activities: [subscriptionActivity],
    formulas: [monthly],
    slotsByDay: {},
    tariffsByArticle: {
      201: [
        { id: 40, idArticle: 201, price: 45, name: 'Tarif normal', isDefault: false },
        { id: 41, idArticle: 201, price: 39, name: 'Abonnement 1 mois', isDefault: true },
      ],
      231: [{ id: 46, idArticle: 231, price: 6, name: 'Tarif normal', isDefault: true }],
      232: [{ id: 47, idArticle: 232, price: 2.5, name: 'Tarif normal', isDefault: true }],
    },
  });
  api.mock.onGet('/v1/accessoires').reply(200, {
    data: [
      { aid: 11, cid: 12, name: 'Chaussettes antidérapantes', article: 231 },
      { aid: 11, cid: 13, name: 'Bracelet connecté', article: 232 },
    ],
  });
});
afterEach(() => api.mock.restore());

describe('subscription page', () => {
  it("offers start days up to 365 days ahead only, the server's SUBSCRIPTION_START_MAX_DAYS", async () => {
    fixClock(NOW); // the picker's own limits read the page's clock: 28 March 2026 in Paris
    try {
      renderBooking('/activites/11/14/26/201/reservation', NOW);
      await screen.findByTestId('subscription-period');
      fireEvent.click(screen.getByRole('button', { name: /choisir la date|choose date/i }));
      const next = await screen.findByRole('button', { name: /mois suivant|next month/i }, { timeout: 10_000 });
      for (let month = 0; month < 12; month += 1) await act(async () => fireEvent.click(next));
      // March 2027: 28 March 2026 + 365 days = 28 March 2027, the last day the server accepts.
      expect(await screen.findByText(/mars 2027/i)).toBeInTheDocument();
      const day = (iso: string) => document.querySelector(`[role="gridcell"][data-timestamp="${Date.parse(iso)}"]`);
      expect(day('2027-03-28T00:00:00+01:00')).toBeEnabled();
      expect(day('2027-03-29T00:00:00+02:00')).toBeDisabled();
      expect(next).toBeDisabled();
    } finally {
      releaseClock();
    }
  });

  it('recaps one month from today, multiplies by the quantity and adds the lines', async () => {
    const view = renderBooking('/activites/11/14/26/201/reservation', NOW);
    expect(await screen.findByTestId('subscription-period')).toHaveTextContent('Du 28/03/2026 au 28/04/2026');
    expect(screen.getByRole('heading', { name: 'TRAMPOLINES - ABONNEMENTS 1 MOIS' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('subscription-quantity-plus'));
    fireEvent.click(screen.getByTestId('subscription-option-231-plus'));
    fireEvent.click(screen.getByTestId('subscription-option-231-plus'));
    fireEvent.click(screen.getByTestId('subscription-option-231-plus'));
    expect(screen.getByTestId('subscription-option-231')).toHaveValue('2');
    const recap = screen.getByTestId('subscription-recap');
    expect(within(recap).getByText('1 mois')).toBeInTheDocument();
    expect(within(recap).getByTestId('subscription-recap-quantity')).toHaveTextContent('2');
    expect(within(recap).getByTestId('subscription-total')).toHaveTextContent('90,00 €');
    fireEvent.click(screen.getByTestId('validate-basket'));
    const lines = basketStore.get().lines;
    expect(lines.map((l) => [l.id, l.idTariff, l.counter, l.price, l.type])).toEqual([
      [201, 41, 2, 39, 8],
      [231, 46, 2, 6, 0],
    ]);
    expect(lines[0]).toMatchObject({
      accessStart: '2026-03-28T00:00:00+01:00',
      accessEnd: '2026-04-28T00:00:00+02:00',
      validity: 1,
      abo: true,
    });
    expect(view.events).toContainEqual({ type: 'navigation:requested', to: '/panier' });
    view.stop();
  });

  it('warns before leaving with unsaved choices', async () => {
    const view = renderBooking('/activites/11/14/26/abonnement', NOW);
    fireEvent.click(await screen.findByTestId('subscription-quantity-plus'));
    fireEvent.click(screen.getByTestId('back-to-activities'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(view.events).toContainEqual({ type: 'navigation:requested', to: '/activites' });
    expect(basketStore.get().lines).toEqual([]);
    view.stop();
  });
});

describe('subscription page, basket summary', () => {
  it("'Ajouter au panier' shows the subscription added, and leaving no longer asks", async () => {
    const view = renderBooking('/activites/11/14/26/abonnement', NOW);
    fireEvent.click(await screen.findByTestId('subscription-quantity-plus'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    const summary = await screen.findByRole('dialog', { name: 'Ajouté à votre panier' });
    const lines = within(summary).getAllByTestId('basket-summary-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('TRAMPOLINES - ABONNEMENTS 1 MOIS');
    expect(lines[0]).toHaveTextContent('Du 28/03/2026 au 28/04/2026');
    expect(lines[0]).toHaveTextContent('Quantité : 2');
    expect(lines[0]).toHaveTextContent('78,00 €');
    fireEvent.keyDown(summary, { key: 'Escape' });
    expect(view.events.filter((e) => e.type === 'navigation:requested')).toEqual([
      { type: 'navigation:requested', to: '/activites' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('basket-summary-dialog')).toBeNull());
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    view.stop();
  });
});

describe('subscription page, editing', () => {
  it('starts from the edited subscription and replaces it', async () => {
    act(() => {
      basketStore.update((draft) => {
        const base = {
          pid: 'abo',
          aid: 11,
          oid: 14,
          fid: 26,
          select: null,
          day: '02/04/2026',
          houre: null,
          end: null,
          idPlanning: null,
          idRoom: null,
          color: '#000',
          spectateurs: 0,
          complet: false,
          accessStart: '2026-04-02T00:00:00+02:00',
        };
        draft.lines = [
          { ...base, nid: 'a', id: 201, idTariff: 41, price: 39, counter: 3, type: 8, abo: true, description: 'ABO' },
          {
            ...base,
            nid: 'b',
            id: 232,
            idTariff: 47,
            price: 2.5,
            counter: 1,
            type: 0,
            description: 'Bracelet connecté',
          },
        ];
      });
    });
    const view = renderBooking('/activites/11/14/26/abonnement?edit=abo', NOW);
    expect(await screen.findByTestId('subscription-period')).toHaveTextContent('Du 02/04/2026 au 02/05/2026');
    expect(screen.getByTestId('subscription-quantity')).toHaveValue('3');
    expect(screen.getByTestId('subscription-option-232')).toHaveValue('1');
    fireEvent.click(screen.getByTestId('subscription-option-231-plus'));
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(basketStore.get().lines.map((l) => [l.pid, l.id, l.counter])).toEqual([
      ['abo', 201, 3],
      ['abo', 231, 1],
      ['abo', 232, 1],
    ]);
    view.stop();
  });
});

describe('subscription page, not sold online', () => {
  const NOT_FOUND = "Cette activité ou cette formule n'existe pas ou n'est plus disponible.";

  it.each([
    ['an inactive activity (status false)', '/activites/11/14/26/201/reservation', { status: false, web: true }],
    ['an offer hidden from the website (web false)', '/activites/11/14/26/abonnement', { status: true, web: false }],
    ['another offer than the formula’s', '/activites/11/15/26/201/reservation', { status: true, web: true }],
  ])('shows the not-found view for %s', async (_, url, { status, web }) => {
    api.mock.onGet('/v1/activites').reply(200, { data: [{ ...subscriptionActivity, status }] });
    api.mock.onGet('/v1/offres').reply(200, { data: [offer({ oid: 14, aid: 11, web }), offer({ oid: 15, aid: 11 })] });
    const view = renderBooking(url, NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('subscription-period')).toBeNull();
    view.stop();
  });

  it.each([
    ['a formula that is not a subscription', '/activites/11/14/27/abonnement'],
    ['another article than the formula’s', '/activites/11/14/26/231/reservation'],
  ])('shows the not-found view for %s', async (_, url) => {
    const jump = formula({ fid: 27, oid: 14, aid: 11, article: 201, name: '1 HEURE DE SAUT', code: null });
    api.mock.onGet('/v1/formules/27').reply(200, { data: { formule: jump } });
    const view = renderBooking(url, NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('subscription-period')).toBeNull();
    view.stop();
  });

  it.each(['abc', '0', '1.5', '07'])(
    'shows the not-found view of a malformed id (%s), without calling the API',
    async (id) => {
      for (const url of [
        `/activites/${id}/14/26/abonnement`,
        `/activites/11/${id}/26/201/aboCalendar`,
        `/activites/11/14/${id}/201/calendar`,
        `/activites/11/14/26/${id}/reservation`,
      ]) {
        const view = renderBooking(url, NOW);
        expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
        view.stop();
        view.unmount();
      }
      expect(api.mock.history.get).toEqual([]);
    },
  );
});
