import { fireEvent, screen } from '@testing-library/react';
import { basketStore, sessionStore, signedOutSession } from 'shared-events';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-11-23T10:00:00+01:00';
const club = activity({ aid: 12, name: '360 FAMILY CLUB', code: 'family-club' });
const membership = formula({
  fid: 28,
  oid: 15,
  aid: 12,
  article: 211,
  name: '360 FAMILY CLUB - ADHÉSION 1 AN',
  code: 'family-club',
});

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  basketStore.reset();
  sessionStore.reset();
  api = fakeParkApi({
    activities: [club],
    formulas: [membership],
    slotsByDay: {},
    tariffsByArticle: { 211: [{ id: 90, idArticle: 211, price: 50, name: 'Adhésion', isDefault: true }] },
  });
});
afterEach(() => api.mock.restore());

const navigations = (events: { type: string }[]) =>
  events.filter((e): e is { type: 'navigation:requested'; to: string } => e.type === 'navigation:requested');

describe('360 Family Club page', () => {
  it('sells the membership (50 €, one year from today), not a planning, then opens the family registration', async () => {
    sessionStore.set({ ...signedOutSession, token: 't', clientId: 7, signInType: 'normal' });
    const view = renderBooking('/activites/12/15/28/calendar', NOW);
    expect(await screen.findByTestId('club-offer')).toBeInTheDocument();
    expect(screen.queryByTestId('no-slot')).toBeNull();
    expect(api.browsed).toEqual([]);
    expect(screen.getByTestId('club-period')).toHaveTextContent('Du 23/11/2026 au 23/11/2027');
    expect(screen.getByTestId('club-total')).toHaveTextContent('50,00 €');
    fireEvent.click(screen.getByTestId('club-join'));
    expect(basketStore.get().lines).toEqual([
      expect.objectContaining({ id: 211, fid: 28, price: 50, counter: 1, type: 8, validity: 12, familyClub: true }),
    ]);
    // The account's family tab, its family creation form open.
    expect(navigations(view.events).map((e) => e.to)).toEqual(['/compte?tab=3&famille=nouvelle']);
    view.stop();
  });

  it('opens the registration first for a visitor not signed in', async () => {
    const view = renderBooking('/activites/12/15/28/calendar', NOW);
    fireEvent.click(await screen.findByTestId('club-join'));
    expect(basketStore.get().lines).toEqual([expect.objectContaining({ id: 211, type: 8, familyClub: true })]);
    expect(navigations(view.events).map((e) => e.to)).toEqual(['/?mode=1']);
    view.stop();
  });

  it('has no way of adding the club that skips the family registration (no « Valider mon panier »)', async () => {
    sessionStore.set({ ...signedOutSession, token: 't', clientId: 7, signInType: 'normal' });
    const first = renderBooking('/activites/12/15/28/calendar', NOW);
    await screen.findByTestId('club-offer');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    first.stop();
    first.unmount();
    expect(buttons).not.toContain('Valider mon panier');
    expect(screen.queryByTestId('validate-basket')).toBeNull();
    // Each button, on a fresh page: either the club is not added, or the family registration opens.
    for (const name of buttons) {
      basketStore.reset();
      const view = renderBooking('/activites/12/15/28/calendar', NOW);
      fireEvent.click(await screen.findByRole('button', { name }));
      const added = basketStore.get().lines.some((line) => line.familyClub);
      const to = navigations(view.events).map((e) => e.to);
      expect({ name, to: added ? to : 'not added' }).toEqual({
        name,
        to: added ? ['/compte?tab=3&famille=nouvelle'] : 'not added',
      });
      view.stop();
      view.unmount();
    }
  });

  it('is bought once: a member sees the badge and cannot buy it again', async () => {
    sessionStore.set({
      ...signedOutSession,
      token: 't',
      clientId: 7,
      signInType: 'normal',
      currentUser: { id: 7, clubMember: true } as never,
    });
    const view = renderBooking('/activites/12/15/28/calendar', NOW);
    expect(await screen.findByTestId('club-badge')).toHaveTextContent('Membre 360 Family Club');
    expect(screen.getByTestId('club-refusal')).toHaveTextContent('Vous êtes déjà membre du 360 Family Club.');
    expect(screen.getByTestId('club-join')).toBeDisabled();
    view.stop();
  });
});
