import { act, fireEvent, render, screen } from '@testing-library/react';
import { basketStore, ParkProviders, sessionStore } from 'shared-events';
import { jean, navigations, recordEvents, resetSession } from '../../testing/render-account';
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
});
