import { fireEvent, screen, waitFor } from '@testing-library/react';
import { basketStore, sessionStore } from 'shared-events';
import {
  jean,
  jeanOrder,
  mockHttp,
  navigations,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
} from '../../../shared/testing/render-account';

function signIn(user: object = jean, signInType: 'normal' | 'company' | 'anonyme' = 'normal') {
  sessionStore.update((d) => {
    d.token = 'jwt-7';
    d.clientId = 7;
    d.signInType = signInType;
    d.currentUser = user as never;
  });
}

describe('/compte', () => {
  afterEach(() => {
    resetSession();
    basketStore.reset();
  });

  it('asks signed-out visitors to sign in, and comes back here after', async () => {
    renderAccount('/compte');
    // The account page is evaluated when shown (route-table.ts): it appears after a tick.
    expect(await screen.findByTestId('account-signed-out')).toHaveTextContent(
      'Vous devez être identifié pour accéder à cette page.',
    );
    fireEvent.click(screen.getByTestId('account-sign-in'));
    expect(sessionStore.get().returnTo).toBe('/compte');
  });

  it('shows the profile, then the orders with invoice download', async () => {
    const api = mockHttp();
    api
      .onGet('/ticket', { params: { idClient: 7, _limit: 10, _offset: 0, _sortBy: 'date', _sortOrder: 'DESC' } })
      .reply(200, [jeanOrder]);
    api.onPost('/ticket/12/print').reply(200, { url: '/api/ticket/12/invoice.pdf?access=abc' });
    const opened = { location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
    signIn();
    renderAccount('/compte');
    expect(screen.getByTestId('profile-summary')).toHaveTextContent('jean@example.fr');
    expect(screen.getByTestId('profile-summary')).toHaveTextContent('06 12 34 56 78');

    fireEvent.click(screen.getByTestId('account-tab-1'));
    expect(await screen.findByTestId('order-12')).toHaveTextContent('Commande n° 12 du 05/11/2026 à 14:30');
    expect(screen.getByTestId('order-12')).toHaveTextContent('36,00 €');
    fireEvent.click(screen.getByTestId('invoice-12'));
    await waitFor(() => expect(opened.location.href).toBe('/api/ticket/12/invoice.pdf?access=abc'));
    open.mockRestore();
    api.restore();
  });

  it("shows a 360 Family Club member the badge 'Membre 360 Family Club', and no badge to others", () => {
    signIn({ ...jean, clubMember: true });
    const view = renderAccount('/compte');
    expect(screen.getByTestId('account-club-badge')).toHaveTextContent('Membre 360 Family Club');
    view.unmount();
    signIn(jean);
    renderAccount('/compte');
    expect(screen.queryByTestId('account-club-badge')).toBeNull();
  });

  it('says when there are no orders or subscriptions yet', async () => {
    const api = mockHttp();
    api.onGet('/ticket').reply(200, []);
    api.onGet('/userSubscriptions', { params: { idClient: 7 } }).reply(200, []);
    signIn();
    renderAccount('/compte?tab=1');
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent("vous n'avez pas encore des commandes.");
    fireEvent.click(screen.getByTestId('account-tab-2'));
    expect(await screen.findByTestId('subscriptions-empty')).toHaveTextContent("vous n'avez pas encore d'abonnements.");
    api.restore();
  });

  it('updates the profile with the current password and refreshes the session', async () => {
    const api = mockHttp();
    api.onPut('/users/7').reply((config) => {
      const body = JSON.parse(config.data as string);
      if (body.currentPassword !== 'motdepasse')
        return [400, { statusCode: 400, error: 'Bad Request', message: 'Le mot de passe ne correspond pas.' }];
      return [200, { result: true, user: { ...jean, firstName: body.firstName, mobilePhone: body.mobilePhone } }];
    });
    signIn();
    const rec = recordEvents();
    renderAccount('/compte');
    fireEvent.click(screen.getByTestId('profile-edit'));
    fireEvent.change(await screen.findByTestId('field-firstName', {}, { timeout: 10_000 }), {
      target: { value: 'Jeannot' },
    });
    fireEvent.change(screen.getByTestId('field-mobilePhone'), { target: { value: '0699887766' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(toasts(rec.events)).toEqual(['Vous devez remplir tous les champs obligatoire pour envoyer votre demande.']);

    fireEvent.change(screen.getByTestId('field-currentPassword'), { target: { value: 'mauvais' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Le mot de passe ne correspond pas.');

    fireEvent.change(screen.getByTestId('field-currentPassword'), { target: { value: 'motdepasse' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-summary')).toHaveTextContent('Jeannot');
    expect(sessionStore.get().currentUser?.mobilePhone).toBe('0699887766');
    expect(toasts(rec.events)).toContain('Mise a jour des informations à bien effectuées.');
    expect(rec.events.some((e) => e.type === 'auth:user-updated')).toBe(true);
    rec.stop();
    api.restore();
  });

  it('changes the town, chosen from the list as at registration', async () => {
    const api = mockHttp();
    api.onGet('/city').reply(200, [
      { id: 75001, postalCode: '75001', name: 'Paris' },
      { id: 69001, postalCode: '69001', name: 'Lyon' },
    ]);
    let sent: Record<string, unknown> = {};
    api.onPut('/users/7').reply((config) => {
      sent = JSON.parse(config.data as string);
      return [200, { result: true, user: { ...jean, idVil: sent.idVil, city: sent.city } }];
    });
    signIn({ ...jean, idVil: 75001, city: 'Paris' });
    renderAccount('/compte');
    fireEvent.click(await screen.findByTestId('profile-edit', {}, { timeout: 10_000 }));
    const town = await screen.findByLabelText('Code postal et ville', {}, { timeout: 10_000 });
    await waitFor(() => expect(town).toHaveValue('75001 Paris'));
    fireEvent.focus(town);
    fireEvent.change(town, { target: { value: 'Lyon' } });
    fireEvent.keyDown(town, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: '69001 Lyon' }));
    fireEvent.change(screen.getByTestId('field-currentPassword'), { target: { value: 'motdepasse' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-summary')).toHaveTextContent('Lyon');
    expect(sent).toMatchObject({ idVil: 69001, city: 'Lyon' });
    api.restore();
  });

  it('keeps the session after a password change with the fresh token the API answers', async () => {
    const api = mockHttp();
    let sent: Record<string, unknown> = {};
    api.onPut('/users/7').reply((config) => {
      sent = JSON.parse(config.data as string);
      return [200, { result: true, user: jean, token: 'jwt-7-new' }];
    });
    signIn();
    renderAccount('/compte');
    fireEvent.click(screen.getByTestId('profile-edit'));
    fireEvent.change(await screen.findByTestId('field-password', {}, { timeout: 10_000 }), {
      target: { value: 'nouveaumotdepasse' },
    });
    fireEvent.change(screen.getByTestId('field-confirmation'), { target: { value: 'nouveaumotdepasse' } });
    fireEvent.change(screen.getByTestId('field-currentPassword'), { target: { value: 'motdepasse' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-summary')).toBeInTheDocument();
    expect(sent).toMatchObject({ password: 'nouveaumotdepasse', currentPassword: 'motdepasse' });
    expect(sessionStore.get().token).toBe('jwt-7-new');
    api.restore();
  });

  it('hides subscriptions for company accounts, not their family', () => {
    signIn({ ...jean, type: 2, lastName: 'ACME', secondName: 'Claire Martin' }, 'company');
    renderAccount('/compte?tab=2');
    expect(screen.queryByTestId('account-tab-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('account-tab-3')).toHaveTextContent('Ma famille');
    expect(screen.getByTestId('profile-summary')).toHaveTextContent('Compte entreprise');
  });

  it('signs out: clears the session and the promo codes, announces it and goes to /activites', () => {
    signIn();
    basketStore.update((d) => {
      d.promoCodes = [{ label: 'ETE', articles: '101', percentage: 10 }];
    });
    const rec = recordEvents();
    renderAccount('/compte');
    fireEvent.click(screen.getByTestId('account-sign-out'));
    expect(sessionStore.get().token).toBeNull();
    expect(basketStore.get().promoCodes).toEqual([]);
    expect(rec.events.map((e) => e.type)).toContain('auth:signed-out');
    expect(navigations(rec.events)).toEqual(['/activites']);
    rec.stop();
  });
});
