import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-events';
import {
  jean,
  mockHttp,
  navigations,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
} from '../../../shared/testing/render-account';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/ sign-in (mode 0)', () => {
  afterEach(resetSession);

  it('signs in, stores the session, announces it and goes to /activites', async () => {
    const api = mockHttp();
    api
      .onPost('/auth/signin', { email: 'jean@example.fr', password: 'motdepasse' })
      .reply(200, { id: 7, token: 'jwt-7', clientId: 7, type: 0 });
    api
      .onGet('/users/7')
      .reply((config) => (config.headers?.Authorization === 'Bearer jwt-7' ? [200, jean] : [401, {}]));
    const rec = recordEvents();
    renderAccount('/');

    expect(screen.getByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    type('field-email', ' jean@example.fr ');
    type('field-password', 'motdepasse');
    fireEvent.click(screen.getByTestId('sign-in-submit'));

    await waitFor(() => expect(navigations(rec.events)).toEqual(['/activites']));
    const session = sessionStore.get();
    expect(session).toMatchObject({ token: 'jwt-7', clientId: 7, signInType: 'normal', returnTo: null });
    expect(session.currentUser?.firstName).toBe('Jean');
    expect(rec.events.find((e) => e.type === 'auth:signed-in')).toMatchObject({ session: { token: 'jwt-7' } });
    rec.stop();
    api.restore();
  });

  it('goes back to the stored return address (the basket) and clears it', async () => {
    const api = mockHttp();
    api.onPost('/auth/signin').reply(200, { id: 7, token: 'jwt-7', clientId: 7, type: 0 });
    api.onGet('/users/7').reply(200, jean);
    sessionStore.update((d) => {
      d.returnTo = '/panier';
    });
    const rec = recordEvents();
    renderAccount('/');
    type('field-email', 'jean@example.fr');
    type('field-password', 'motdepasse');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(navigations(rec.events)).toEqual(['/panier']));
    expect(sessionStore.get().returnTo).toBeNull();
    rec.stop();
    api.restore();
  });

  it('shows the spec message on a 401 and stays signed out', async () => {
    const api = mockHttp();
    api.onPost('/auth/signin').reply(401, { statusCode: 401, error: 'Unauthorized', message: 'x' });
    const rec = recordEvents();
    renderAccount('/');
    type('field-email', 'jean@example.fr');
    type('field-password', 'mauvais');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Email ou mot de passe invalide. Veuillez vérifier les informations saisies.',
    );
    expect(toasts(rec.events)).toEqual(['Email ou mot de passe invalide. Veuillez vérifier les informations saisies.']);
    expect(sessionStore.get().token).toBeNull();
    expect(navigations(rec.events)).toEqual([]);
    rec.stop();
    api.restore();
  });

  it('refuses an empty or malformed form with the spec toasts, without calling the API', async () => {
    const api = mockHttp();
    const rec = recordEvents();
    renderAccount('/');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(toasts(rec.events)).toEqual(['Vous devez remplir tous les champs nécessaires pour envoyer votre demande.']);
    type('field-email', 'jean@');
    type('field-password', 'x');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(toasts(rec.events)[1]).toBe('Adresse email est invalide');
    expect(await screen.findByText('Adresse email est invalide')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
    rec.stop();
    api.restore();
  });

  it('sends signed-in visitors to /activites', async () => {
    sessionStore.update((d) => {
      d.token = 'jwt-7';
      d.clientId = 7;
      d.currentUser = jean as never;
    });
    const rec = recordEvents();
    renderAccount('/');
    await waitFor(() =>
      expect(rec.events).toContainEqual({ type: 'navigation:requested', to: '/activites', replace: true }),
    );
    expect(screen.queryByTestId('sign-in-form')).not.toBeInTheDocument();
    rec.stop();
  });

  it('lets an anonymous (tickets by e-mail) session sign in', async () => {
    sessionStore.update((d) => {
      d.token = 'zone-token';
      d.clientId = 99;
      d.signInType = 'anonyme';
      d.currentUser = { ...jean, id: 99 } as never;
    });
    const rec = recordEvents();
    renderAccount('/');
    expect(await screen.findByTestId('sign-in-form')).toBeInTheDocument();
    expect(navigations(rec.events)).toEqual([]);
    rec.stop();
  });

  it('moves to registration (mode 1) and back, and to the company screens (3 -> 4 -> back 3)', async () => {
    renderAccount('/');
    fireEvent.click(screen.getByTestId('go-register'));
    expect(await screen.findByTestId('login-mode-1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?mode=1');
    fireEvent.click(screen.getByTestId('login-back'));
    expect(await screen.findByTestId('login-mode-0')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('go-company'));
    expect(await screen.findByTestId('login-mode-3')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('go-company-sign-in'));
    expect(await screen.findByTestId('login-mode-4')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('login-back'));
    expect(await screen.findByTestId('login-mode-3')).toBeInTheDocument();
  });
});

describe('/?mode=4 company sign-in', () => {
  afterEach(resetSession);

  it('signs in with identifier and access code as a company session, back to the CSE page', async () => {
    const api = mockHttp();
    api
      .onPost('/auth/signin', { email: 'CSE-ACME', password: 'Abc23xyz' })
      .reply(200, { id: 9, token: 'jwt-9', clientId: 9, type: 2 });
    api.onGet('/users/9').reply(200, { ...jean, id: 9, type: 2, lastName: 'ACME' });
    sessionStore.update((d) => {
      d.returnTo = '/activites/10';
    });
    const rec = recordEvents();
    renderAccount('/?mode=4');
    type('field-identifier', 'CSE-ACME');
    type('field-accessCode', 'Abc23xyz');
    fireEvent.click(screen.getByTestId('company-sign-in-submit'));
    await waitFor(() => expect(navigations(rec.events)).toEqual(['/activites/10']));
    expect(sessionStore.get()).toMatchObject({ signInType: 'company', clientId: 9 });
    rec.stop();
    api.restore();
  });

  it('tells a pending company that its account is being validated (403 message of the API)', async () => {
    const api = mockHttp();
    const pending =
      "Votre compte entreprise est en cours de validation par nos équipes. Vous recevrez votre identifiant et votre code d'accès sous 24 h.";
    api.onPost('/auth/signin').reply(403, { statusCode: 403, error: 'Forbidden', message: pending });
    renderAccount('/?mode=4');
    type('field-identifier', 'cse@acme.fr');
    type('field-accessCode', 'motdepasse');
    fireEvent.click(screen.getByTestId('company-sign-in-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(pending);
    api.restore();
  });
});

describe("/ after the server's first screen", () => {
  afterEach(() => {
    resetSession();
    document.getElementById('first-screen')?.remove();
  });

  /** The server's sign-in form as the shell shows it until the area renders, with what the visitor typed. */
  function serverForm({ held = false } = {}) {
    const server = document.createElement('div');
    server.id = 'first-screen';
    server.innerHTML =
      `<form data-testid="sign-in-form"${held ? ' data-submit-held' : ''}><input name="email" type="email" value="">` +
      '<input name="password" type="password" value=""></form>';
    document.body.appendChild(server);
    server.querySelector<HTMLInputElement>('[name="email"]')!.value = 'jean@example.fr';
    const password = server.querySelector<HTMLInputElement>('[name="password"]')!;
    password.value = 'motdepasse';
    password.focus();
    const api = mockHttp();
    api
      .onPost('/auth/signin', { email: 'jean@example.fr', password: 'motdepasse' })
      .reply(200, { id: 7, token: 'jwt-7', clientId: 7, type: 0 });
    api.onGet('/users/7').reply(200, jean);
    return { server, api };
  }

  it('keeps what the visitor typed into the server-drawn form before the scripts, and the focus', async () => {
    const { server, api } = serverForm();
    const rec = recordEvents();
    renderAccount('/');
    server.remove(); // the shell drops it once the area has rendered

    expect(screen.getByTestId('field-email')).toHaveValue('jean@example.fr');
    expect(screen.getByTestId('field-password')).toHaveValue('motdepasse');
    expect(screen.getByTestId('field-password')).toHaveFocus();
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(navigations(rec.events)).toEqual(['/activites']));
    rec.stop();
    api.restore();
  });

  it('sends the form the visitor sent before the scripts (held by the page), once, when it is drawn', async () => {
    const { server, api } = serverForm({ held: true });
    const rec = recordEvents();
    renderAccount('/');
    server.remove();

    await waitFor(() => expect(navigations(rec.events)).toEqual(['/activites']));
    expect(api.history.post).toHaveLength(1);
    expect(sessionStore.get().token).toBe('jwt-7');
    rec.stop();
    api.restore();
  });
});
