import { fireEvent, screen, within } from '@testing-library/react';
import { basketStore, sessionStore, signedOutSession } from 'shared-events';
import { emptyReservation, loadReservation, saveReservation } from '../../planning/model/reservation-state';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-11-24T10:00:00+01:00';
const trampoline = activity({ aid: 2, name: 'TRAMPOLINES', code: 'trampoline', spectatorFactor: 0 });
const bowling = activity({ aid: 3, name: 'BOWLING', code: 'bowling', spectatorFactor: 0 });
const club = activity({ aid: 12, name: '360 FAMILY CLUB', code: 'family-club' });
const jump = formula({
  fid: 6,
  oid: 4,
  aid: 2,
  article: 111,
  name: 'TRAMPOLINE 1H',
  reservedOffer: true,
  relatedAccessoires: '231',
});
const game = formula({ fid: 9, oid: 6, aid: 3, article: 121, name: 'BOWLING 1 PARTIE' });
const hour = formula({ fid: 10, oid: 6, aid: 3, article: 122, name: 'BOWLING 1 HEURE', promotionPercentage: 20 });
const membership = formula({
  fid: 28,
  oid: 15,
  aid: 12,
  article: 211,
  name: '360 FAMILY CLUB - ADHÉSION 1 AN',
  code: 'family-club',
});
const tariff = (id: number, idArticle: number, price: number, name = 'Tarif normal') => ({
  id,
  idArticle,
  price,
  name,
  isDefault: id % 10 === 1,
});
const slot = { idPlanning: 88, select: '2026-11-28T15:00:00+01:00', end: '2026-11-28T16:00:00+01:00', idRoom: 5 };

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  basketStore.reset();
  api = fakeParkApi({
    activities: [trampoline, bowling, club],
    formulas: [jump, game, hour, membership],
    slotsByDay: {},
    tariffsByArticle: {
      111: [tariff(1111, 111, 15)],
      121: [tariff(1211, 121, 7)],
      122: [tariff(1221, 122, 42)],
      211: [tariff(2111, 211, 50)],
      231: [tariff(2311, 231, 6)],
    },
    accessories: [{ aid: 2, cid: 3, name: 'Chaussettes antidérapantes', article: 231 }],
    articles: [
      { id: 231, name: 'CHAUSSETTES ANTIDÉRAPANTES', category: 'ACCESSOIRE', onSale: true },
      { id: 211, name: 'ADHÉSION 360 FAMILY CLUB', category: 'CLUB', onSale: true },
    ],
  });
});
afterEach(() => api.mock.restore());

const choose = (ids: { aid: number; oid: number; fid: number }, pilotes: number) =>
  saveReservation(sessionStorage, { ...emptyReservation(ids), day: '2026-11-28', date: slot, pilotes });

const navigations = (events: { type: string }[]) =>
  events
    .filter((e): e is { type: 'navigation:requested'; to: string } => e.type === 'navigation:requested')
    .map((e) => e.to);

describe('joining the 360 Family Club from the recap', () => {
  beforeEach(() => sessionStore.reset());

  it('opens the family creation form of a signed-in client once the lines are in, not the basket summary', async () => {
    sessionStore.set({ ...signedOutSession, token: 't', clientId: 7, signInType: 'normal' });
    choose({ aid: 2, oid: 4, fid: 6 }, 2);
    const view = renderBooking('/activites/2/4/6/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    fireEvent.click(within(await screen.findByTestId('accessories-dialog')).getByTestId('accessories-dialog-decline'));
    fireEvent.click(within(await screen.findByTestId('club-offer-dialog')).getByTestId('club-offer-dialog-accept'));
    expect(basketStore.get().lines.map((l) => [l.id, l.familyClub ?? false])).toEqual([
      [111, false],
      [211, true],
    ]);
    expect(navigations(view.events)).toEqual(['/compte?tab=3&famille=nouvelle']);
    expect(screen.queryByTestId('basket-summary-dialog')).toBeNull();
    view.stop();
  });

  it('sends a visitor who is not signed in to the registration first, also from « Valider mon panier »', async () => {
    choose({ aid: 2, oid: 4, fid: 6 }, 2);
    const view = renderBooking('/activites/2/4/6/reservation', NOW);
    fireEvent.click(await screen.findByTestId('validate-basket'));
    fireEvent.click(within(await screen.findByTestId('accessories-dialog')).getByTestId('accessories-dialog-decline'));
    fireEvent.click(within(await screen.findByTestId('club-offer-dialog')).getByTestId('club-offer-dialog-accept'));
    expect(basketStore.get().lines.some((l) => l.familyClub)).toBe(true);
    expect(navigations(view.events)).toEqual(['/?mode=1']);
    view.stop();
  });
});

describe('the recap’s offers before the basket', () => {
  it('asks the accessories, then offers the club to a non-member; joining prices the booking as a member’s', async () => {
    choose({ aid: 2, oid: 4, fid: 6 }, 3);
    const view = renderBooking('/activites/2/4/6/reservation', NOW);
    fireEvent.click(await screen.findByTestId('validate-basket'));
    const accessories = await screen.findByTestId('accessories-dialog');
    expect(accessories).toHaveTextContent('COMPLÉTEZ VOTRE RÉSERVATION');
    // One per participant at most.
    for (let i = 0; i < 5; i += 1) fireEvent.click(within(accessories).getByTestId('extra-231-plus'));
    expect(within(accessories).getByTestId('extra-231')).toHaveValue('3');
    fireEvent.click(within(accessories).getByTestId('accessories-dialog-confirm'));
    const offer = await screen.findByTestId('club-offer-dialog');
    expect(offer).toHaveTextContent('360 FAMILY CLUB');
    expect(offer).toHaveTextContent('13,50 € au lieu de 15,00 €');
    fireEvent.click(within(offer).getByTestId('club-offer-dialog-accept'));
    const lines = basketStore.get().lines;
    expect(lines.map((l) => [l.id, l.counter, l.price, l.type, l.extra ?? null])).toEqual([
      [111, 3, 13.5, 0, null],
      [231, 3, 6, 0, 'accessory'],
      [211, 1, 50, 8, null],
    ]);
    expect(lines[0]).toMatchObject({ offersAccessories: true, listPrice: 15, memberPercentage: 10 });
    expect(lines[1]!.pid).toBe(lines[0]!.pid);
    expect(lines[2]).toMatchObject({ familyClub: true });
    expect(lines[2]!.pid).not.toBe(lines[0]!.pid);
    view.stop();
  });

  it('declining both adds the booking alone at the list price', async () => {
    choose({ aid: 2, oid: 4, fid: 6 }, 2);
    const view = renderBooking('/activites/2/4/6/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    fireEvent.click(within(await screen.findByTestId('accessories-dialog')).getByTestId('accessories-dialog-decline'));
    fireEvent.click(within(await screen.findByTestId('club-offer-dialog')).getByTestId('club-offer-dialog-decline'));
    expect(basketStore.get().lines.map((l) => [l.id, l.counter, l.price])).toEqual([[111, 2, 15]]);
    view.stop();
  });

  it('offers the bowling hour at −20 % to a per-game booking and carries the selection over', async () => {
    choose({ aid: 3, oid: 6, fid: 9 }, 4);
    const view = renderBooking('/activites/3/6/9/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const promotion = await screen.findByTestId('promotion-dialog');
    expect(promotion).toHaveTextContent('PROMOTION BOWLING');
    expect(promotion).toHaveTextContent('−20 % sur 1 heure');
    expect(within(promotion).getByTestId('promotion-price')).toHaveTextContent('33,60 €');
    fireEvent.click(within(promotion).getByTestId('promotion-dialog-accept'));
    expect(await screen.findByTestId('recap-unit-price')).toHaveTextContent('33,60 € (promotion : −20 %)');
    expect(screen.getByTestId('location')).toHaveTextContent('/activites/3/6/10/reservation');
    expect(loadReservation(sessionStorage, { aid: 3, oid: 6, fid: 10 }, null)).toMatchObject({
      pilotes: 4,
      date: slot,
    });
    fireEvent.click(screen.getByTestId('add-to-basket'));
    // No promotion offered on the promoted formula itself.
    expect(screen.queryByTestId('promotion-dialog')).toBeNull();
    expect(basketStore.get().lines.map((l) => [l.id, l.fid, l.price, l.catalogPrice, l.promotionPercentage])).toEqual([
      [122, 10, 33.6, 42, 20],
    ]);
    view.stop();
  });

  it('« Non merci » keeps the per-game booking', async () => {
    choose({ aid: 3, oid: 6, fid: 9 }, 2);
    const view = renderBooking('/activites/3/6/9/reservation', NOW);
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    fireEvent.click(within(await screen.findByTestId('promotion-dialog')).getByTestId('promotion-dialog-decline'));
    expect(basketStore.get().lines.map((l) => [l.id, l.counter, l.price])).toEqual([[121, 2, 7]]);
    view.stop();
  });

  it('invites friends by e-mail and by message with the booking’s details', async () => {
    choose({ aid: 3, oid: 6, fid: 9 }, 2);
    const view = renderBooking('/activites/3/6/9/reservation', NOW);
    fireEvent.click(await screen.findByTestId('invite-friends'));
    const dialog = screen.getByTestId('invite-dialog');
    expect(within(dialog).getByTestId('invite-text')).toHaveTextContent("J'ai réservé BOWLING 1 PARTIE (BOWLING)");
    expect(within(dialog).getByTestId('invite-text')).toHaveTextContent('le 28/11/2026 à 15:00');
    expect(within(dialog).getByTestId('invite-text')).toHaveTextContent('/activites/3/6/9/calendar');
    const mail = within(dialog).getByTestId('invite-mail').getAttribute('href')!;
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain('2 participants.');
    // jsdom has no Web Share API: the messaging link is the fallback.
    expect(within(dialog).getByTestId('invite-share').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    view.stop();
  });
});
