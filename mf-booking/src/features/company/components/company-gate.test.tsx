import { act, fireEvent, screen } from '@testing-library/react';
import { basketStore, sessionStore, type ParkEvent } from 'shared-events';
import { activity, formula } from '../../../shared/model/test-fixtures';
import { fakeParkApi, renderBooking } from '../../planning/test/render-booking';

const NOW = '2026-06-10T14:00:00+02:00';
const PAGE = '/activites/10/13/entreprise';

let api: ReturnType<typeof fakeParkApi>;
beforeEach(() => {
  localStorage.clear();
  basketStore.reset();
  sessionStore.reset();
  api = fakeParkApi({
    activities: [activity({ aid: 10, name: 'BILLETERIE CSE', code: 'company' })],
    formulas: [formula({ fid: 22, oid: 13, aid: 10, article: 191, name: 'BILLET CSE KARTING 10 MIN' })],
    slotsByDay: {},
    tariffsByArticle: { 191: [{ id: 61, idArticle: 191, price: 14.4, name: 'CSE', isDefault: true }] },
  });
});
afterEach(() => api.mock.restore());

const navigations = (events: ParkEvent[]) => events.flatMap((e) => (e.type === 'navigation:requested' ? [e.to] : []));

describe('company ticket page, the company-area gate', () => {
  it.each([
    ['Se connecter', '/?mode=4'],
    ['Créer un compte entreprise', '/?mode=3'],
  ])("offers an anonymous visitor '%s' (%s), coming back to the page once signed in", async (button, to) => {
    const view = renderBooking(PAGE, NOW);
    expect(await screen.findByTestId('company-only')).toHaveTextContent('réservée aux comptes entreprise');
    expect(screen.queryByTestId('company-gate-individual')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connexion' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(navigations(view.events)).toEqual([to]);
    expect(sessionStore.get().returnTo).toBe(PAGE);
    expect(view.events).not.toContainEqual({ type: 'auth:signed-out' });
    view.stop();
  });

  it.each([
    ['Se connecter avec un compte entreprise', '/?mode=4'],
    ['Créer un compte entreprise', '/?mode=3'],
  ])("signs a signed-in individual out before '%s' opens %s (the login screen sends them away)", async (button, to) => {
    act(() =>
      sessionStore.update((draft) => {
        draft.token = 't';
        draft.clientId = 3;
        draft.signInType = 'normal';
        draft.currentUser = { id: 3, type: 0 } as never;
      }),
    );
    const view = renderBooking(PAGE, NOW);
    expect(await screen.findByTestId('company-gate-individual')).toHaveTextContent(
      'Vous êtes connecté avec un compte particulier.',
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: button })));
    expect(sessionStore.get()).toMatchObject({ token: null, clientId: null, currentUser: null, returnTo: PAGE });
    expect(view.events).toContainEqual({ type: 'auth:signed-out' });
    expect(navigations(view.events)).toEqual([to]);
    view.stop();
  });

  it("'Retour aux activités' goes back to the activities", async () => {
    const view = renderBooking(PAGE, NOW);
    fireEvent.click(await screen.findByTestId('company-gate-back'));
    expect(navigations(view.events)).toEqual(['/activites']);
    expect(sessionStore.get().returnTo).toBeNull();
    view.stop();
  });
});
