import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { basketStore, ParkProviders, sessionStore } from 'shared-events';
import { jean, navigations, recordEvents, resetSession } from '../../../shared/testing/render-account';
import { StandaloneHeader } from './standalone-header';

const renderHeader = () =>
  render(
    <ParkProviders cacheKey="test">
      <StandaloneHeader />
    </ParkProviders>,
  );

describe('the standalone entry header', () => {
  afterEach(() => {
    resetSession();
    basketStore.reset();
  });

  it("shows the park's logo, the basket and 'Connexion', leading to the site", () => {
    const rec = recordEvents();
    renderHeader();
    expect(screen.getByTestId('header-logo')).toHaveTextContent('360PARC DE LOISIRS');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    fireEvent.click(screen.getByTestId('header-logo'));
    fireEvent.click(screen.getByTestId('basket-link'));
    fireEvent.click(screen.getByTestId('signin-link'));
    expect(navigations(rec.events)).toEqual(['/activites', '/panier', '/']);
    rec.stop();
  });

  it('shows a company as its name, without null, and follows the basket', () => {
    sessionStore.update((d) => {
      d.token = 't';
      d.clientId = 8;
      d.signInType = 'company';
      d.currentUser = { ...jean, id: 8, type: 2, lastName: 'CSE Démo Industries', firstName: null } as never;
    });
    renderHeader();
    expect(screen.getByTestId('account-button')).toHaveTextContent(/^CSE Démo Industries$/);
    act(() => basketStore.update((d) => void d.lines.push({ nid: 'a' } as never)));
    expect(screen.getByTestId('basket-count')).toHaveTextContent('1');
  });

  it("opens the site's account menu: each tab is asked here, Déconnexion signs out and goes to the activities", async () => {
    sessionStore.update((d) => {
      d.token = 't';
      d.clientId = 7;
      d.signInType = 'normal';
      d.currentUser = { ...jean, clubMember: true } as never;
    });
    basketStore.update((d) => void d.promoCodes.push({ label: 'ETE', articles: '4', percentage: 10 }));
    const rec = recordEvents();
    renderHeader();
    expect(screen.getByTestId('account-button')).toHaveTextContent('Jean');
    expect(screen.getByTestId('club-badge')).toHaveTextContent('Membre 360 Family Club');
    for (const [label, to] of [
      ['Mon compte', '/compte'],
      ['Mes commandes', '/compte?tab=1'],
      ['Mes abonnements', '/compte?tab=2'],
    ]) {
      fireEvent.click(screen.getByTestId('account-button'));
      fireEvent.click(await screen.findByText(label!));
      expect(navigations(rec.events).at(-1)).toBe(to);
    }
    fireEvent.click(screen.getByTestId('account-button'));
    expect(await screen.findByTestId('club-member-label')).toHaveTextContent('Membre 360 Family Club');
    fireEvent.click(screen.getByText('Déconnexion'));
    await waitFor(() => expect(navigations(rec.events).at(-1)).toBe('/activites'));
    expect(sessionStore.get().token).toBeNull();
    expect(basketStore.get().promoCodes).toEqual([]);
    expect(rec.events.some((e) => e.type === 'auth:signed-out')).toBe(true);
    expect(screen.getByTestId('signin-link')).toHaveTextContent('Connexion');
    rec.stop();
  });
});
