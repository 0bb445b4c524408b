import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { basketStore, sessionStore } from 'shared-events';
import { emptyReservation, saveReservation } from '../../planning/model/reservation-state';
import { activity, formula } from '../../../shared/model/test-fixtures';
import type { Activity } from '../../../shared/model/types';
import { fakeParkApi, offer, renderBooking } from '../../planning/test/render-booking';

// The recap proposes the 360 Family Club only when the server would take its line: the club's activity active, its
// offer shown on the web, its formula with an article on sale (the payment's FORMULA_NOT_ON_SALE and NOT_ON_SALE).
const NOW = '2026-11-24T10:00:00+01:00';
const trampoline = activity({ aid: 2, name: 'TRAMPOLINES', code: 'trampoline', spectatorFactor: 0 });
const club = activity({ aid: 12, name: '360 FAMILY CLUB', code: 'family-club' });
const jump = formula({ fid: 6, oid: 4, aid: 2, article: 111, name: 'TRAMPOLINE 1H', reservedOffer: true });
const membership = formula({ fid: 28, oid: 15, aid: 12, article: 211, name: 'ADHÉSION 1 AN', code: 'family-club' });
// A club formula of an offer hidden from the website, listed before the one on sale.
const hiddenMembership = { ...membership, fid: 27, oid: 14, name: 'ADHÉSION (GUICHET)' };
const slot = { idPlanning: 88, select: '2026-11-28T15:00:00+01:00', end: '2026-11-28T16:00:00+01:00', idRoom: 5 };

function parkApi(
  options: { clubActivity?: Activity; clubWeb?: boolean; clubArticleOnSale?: boolean; clubTariffsFail?: boolean } = {},
) {
  return fakeParkApi({
    failingTariffs: options.clubTariffsFail ? [211] : [],
    activities: [trampoline, options.clubActivity ?? club],
    formulas: [jump, hiddenMembership, membership],
    offers: [
      offer({ oid: 4, aid: 2 }),
      offer({ oid: 14, aid: 12, web: false }),
      offer({ oid: 15, aid: 12, web: options.clubWeb ?? true }),
    ],
    slotsByDay: {},
    tariffsByArticle: {
      111: [{ id: 1111, idArticle: 111, price: 15, name: 'Tarif normal', isDefault: true }],
      211: [{ id: 2111, idArticle: 211, price: 50, name: 'Adhésion', isDefault: true }],
    },
    articles: [{ id: 211, name: 'ADHÉSION', category: 'CLUB', onSale: options.clubArticleOnSale ?? true }],
  });
}

/** Adds the chosen booking from the recap, joining the club when proposed; true when it was proposed. */
async function addFromRecap(): Promise<boolean> {
  saveReservation(sessionStorage, {
    ...emptyReservation({ aid: 2, oid: 4, fid: 6 }),
    day: '2026-11-28',
    date: slot,
    pilotes: 2,
  });
  const view = renderBooking('/activites/2/4/6/reservation', NOW);
  fireEvent.click(await screen.findByTestId('add-to-basket'));
  await waitFor(() =>
    expect(basketStore.get().lines.length > 0 || screen.queryByTestId('club-offer-dialog') !== null).toBe(true),
  );
  const proposed = screen.queryByTestId('club-offer-dialog') !== null;
  if (proposed)
    fireEvent.click(within(screen.getByTestId('club-offer-dialog')).getByTestId('club-offer-dialog-accept'));
  view.stop();
  return proposed;
}

let api: ReturnType<typeof fakeParkApi> | null = null;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  basketStore.reset();
  sessionStore.reset();
});
afterEach(() => api?.mock.restore());

describe('the recap’s 360 Family Club offer', () => {
  it('is proposed when a club formula is on sale, and joining adds that one (not one hidden from the web)', async () => {
    api = parkApi();
    expect(await addFromRecap()).toBe(true);
    expect(basketStore.get().lines.map((l) => [l.id, l.fid, l.familyClub ?? false])).toEqual([
      [111, 6, false],
      [211, 28, true],
    ]);
  });

  it.each([
    ['its activity is inactive', { clubActivity: { ...club, status: false } }],
    ['its offer is hidden from the website', { clubWeb: false }],
    ['its article is not on sale', { clubArticleOnSale: false }],
    ['its tariffs cannot be loaded (the recap shows the booking without it)', { clubTariffsFail: true }],
  ])('is not proposed when %s: the booking goes in alone, at the list price', async (_, options) => {
    api = parkApi(options);
    expect(await addFromRecap()).toBe(false);
    expect(basketStore.get().lines.map((l) => [l.id, l.price, l.familyClub ?? false])).toEqual([[111, 15, false]]);
  });
});
