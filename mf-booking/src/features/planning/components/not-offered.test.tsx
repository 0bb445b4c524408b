import { screen } from '@testing-library/react';
import { resetStores } from 'shared-events/testing';
import { activity, formula, slot, tariffs } from '../../../shared/model/test-fixtures';
import { fakeParkApi, offer, renderBooking } from '../test/render-booking';
import { emptyReservation, saveReservation } from '../model/reservation-state';

// The calendar and the recap of a formula the server would refuse at payment ('cette formule n'est pas en vente en
// ligne': its activity inactive, its offer hidden from the website, no article to sell) or that the address does not
// name: the not-found view, without slots, instead of a journey refused only at 'Valider mes horaires' or at
// 'Ajouter au panier'.
const NOW = '2026-06-10T14:00:00+02:00';
const NOT_FOUND = "Cette activité ou cette formule n'existe pas ou n'est plus disponible.";
const trampoline = activity({ aid: 1, name: 'TRAMPOLINES' });
const bar = activity({ aid: 13, name: 'BAR & SNACKING', code: 'snacking', status: false, menu: false });
const jump = formula({ fid: 10, oid: 5, aid: 1, article: 100, name: '1 HEURE DE SAUT' });
const onSite = formula({ fid: 11, oid: 7, aid: 1, article: 100, name: 'GROUPES SUR PLACE' });
const soda = formula({ fid: 50, oid: 16, aid: 13, article: 100, name: 'SODA 33 CL' });
const unpriced = formula({ fid: 12, oid: 5, aid: 1, article: null, name: 'SAUT SANS ARTICLE' });

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  resetStores();
  api = fakeParkApi({
    activities: [trampoline, bar],
    formulas: [jump, onSite, soda, unpriced],
    offers: [offer({ oid: 5, aid: 1 }), offer({ oid: 6, aid: 1 }), offer({ oid: 7, aid: 1, web: false })],
    slotsByDay: { '2026-06-10': [slot({ id: 2, start: '2026-06-10T16:00:00+02:00', idActivity: 13 })] },
    tariffsByArticle: { 100: tariffs },
    openDays: ['2026-06-10'],
  });
  api.mock.onGet('/v1/offres', { params: { aid: 13 } }).reply(200, { data: [offer({ oid: 16, aid: 13 })] });
});
afterEach(() => api.mock.restore());

describe.each(['calendar', 'reservation'])('the %s page of a formula not sold online', (page) => {
  it.each([
    ['an inactive activity (status false)', '/activites/13/16/50', 'SODA 33 CL'],
    ['an offer hidden from the website (web false)', '/activites/1/7/11', 'GROUPES SUR PLACE'],
    ['another offer than the formula’s', '/activites/1/6/10', '1 HEURE DE SAUT'],
    ['a formula without an article (nothing to sell)', '/activites/1/5/12', 'SAUT SANS ARTICLE'],
  ])('shows the not-found view for %s, without slots', async (_, base, name) => {
    const view = renderBooking(`${base}/${page}`, NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByText(name)).toBeNull();
    expect(screen.queryByTestId('slot-2')).toBeNull();
    expect(screen.queryByTestId('validate-planning')).toBeNull();
    expect(screen.queryByTestId('reservation-recap')).toBeNull();
    expect(api.browsed).toEqual([]);
    expect(api.openDaysAsked).toEqual([]);
    view.stop();
  });
});

describe('a booking address with a malformed id', () => {
  it.each(['abc', '0', '1.5', '07'])('shows the not-found view (%s), without calling the API', async (id) => {
    for (const url of [
      `/activites/${id}/5/10/calendar`,
      `/activites/1/${id}/10/calendar`,
      `/activites/1/5/${id}/calendar`,
      `/activites/1/5/${id}/pack/0/calendar`,
      `/activites/1/5/${id}/reservation`,
    ]) {
      const view = renderBooking(url, NOW);
      expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
      view.stop();
      view.unmount();
    }
    expect(api.mock.history.get).toEqual([]);
  });
});

describe('the recap of a formula whose article the park took off sale', () => {
  it('shows the not-found view instead of a line the server would refuse (NOT_ON_SALE)', async () => {
    api.mock.onGet('/articles').reply(200, {
      articles: [{ id: 100, name: '1 HEURE DE SAUT', category: 'TRAMPOLINE', onSale: false }],
    });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    expect(await screen.findByTestId('booking-error')).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByTestId('reservation-recap')).toBeNull();
    view.stop();
  });

  it('shows the recap while the article is on sale', async () => {
    saveReservation(sessionStorage, {
      ...emptyReservation({ aid: 1, oid: 5, fid: 10 }, null),
      day: '2026-06-10',
      date: { idPlanning: 2, select: '2026-06-10T16:00:00+02:00', end: '2026-06-10T17:00:00+02:00', idRoom: 1 },
      pilotes: 2,
    });
    api.mock.onGet('/articles').reply(200, {
      articles: [{ id: 100, name: '1 HEURE DE SAUT', category: 'TRAMPOLINE', onSale: true }],
    });
    const view = renderBooking('/activites/1/5/10/reservation', NOW);
    expect(await screen.findByTestId('reservation-recap')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-error')).toBeNull();
    view.stop();
  });
});

describe('a pack step of a formula that is not a duo pack', () => {
  it('says the step does not exist, without slots', async () => {
    const view = renderBooking('/activites/1/5/10/pack/0/calendar', NOW);
    expect(await screen.findByText("Cette étape du pack n'existe pas.")).toBeInTheDocument();
    expect(screen.queryByTestId('slot-2')).toBeNull();
    view.stop();
  });
});
