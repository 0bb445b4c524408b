import { fireEvent, screen, within } from '@testing-library/react';
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

/** Types a day into the picker's field (its hidden input takes a pasted 'DD/MM/YYYY'). */
function typeBirthday(label: string, day: string) {
  const group = screen.getByRole('group', { name: label });
  const hidden = group.parentElement!.querySelector('input')!;
  fireEvent.change(hidden, { target: { value: day } });
}

function lookups(api: ReturnType<typeof mockHttp>) {
  api.onGet('/civility').reply(200, [
    { id: 1, label: 'M', name: 'Monsieur' },
    { id: 2, label: 'MME', name: 'Madame' },
    { id: 3, label: 'ETS', name: 'Entreprise' },
  ]);
  api.onGet('/city').reply(200, [{ id: 75001, postalCode: '75001', name: 'Paris' }]);
  api.onGet('/parameter/list').reply(200, [
    { id: 31, name: 'Enfant' },
    { id: 32, name: 'Conjoint(e)' },
  ]);
}

async function fillRegistration(overrides: Record<string, string> = {}) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Civilité/ }));
  const options = await screen.findByRole('listbox');
  expect(within(options).queryByText('Entreprise')).not.toBeInTheDocument();
  fireEvent.click(within(options).getByText('Monsieur'));
  type('field-firstName', 'Jean');
  type('field-lastName', 'Dupont');
  typeBirthday('Date de naissance', overrides.birthday ?? '15/06/1990');
  type('field-email', 'jean@example.fr');
  type('field-mobilePhone', overrides.phone ?? '+33 6 12 34 56 78');
  type('field-password', 'motdepasse');
  type('field-confirmation', overrides.confirmation ?? 'motdepasse');
  fireEvent.click(screen.getByTestId('field-consent'));
}

describe('/?mode=1 registration', () => {
  afterEach(resetSession);

  it('masks the phone as 06 12 34 56 78', async () => {
    const api = mockHttp();
    lookups(api);
    renderAccount('/?mode=1');
    await screen.findByTestId('registration-form', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    type('field-mobilePhone', '+33612345678');
    expect(screen.getByTestId('field-mobilePhone')).toHaveValue('06 12 34 56 78');
    // The password's minimum, from the contract's API_LIMITS.
    expect(screen.getByText('8 caractères au moins')).toBeInTheDocument();
    api.restore();
  });

  it('creates the account, signs in and moves to the family step, then Terminer goes back where the visitor came from', async () => {
    const api = mockHttp();
    lookups(api);
    api.onPost('/users').reply(201, { id: 7 });
    api.onPost('/auth/signin').reply(200, { id: 7, token: 'jwt-7', clientId: 7, type: 0 });
    api.onGet('/users/7').reply(200, jean);
    api.onGet('/clientFamily/browse').reply(200, []);
    sessionStore.update((d) => {
      d.returnTo = '/panier';
    });
    const rec = recordEvents();
    renderAccount('/?mode=1');
    await screen.findByTestId('registration-form', {}, { timeout: 10_000 }); // a lazy form: its code loads first

    await fillRegistration();
    fireEvent.click(screen.getByTestId('registration-submit'));

    expect(await screen.findByTestId('login-mode-2')).toBeInTheDocument();
    const body = JSON.parse(api.history.post[0]!.data as string);
    expect(body).toMatchObject({
      type: 0,
      idCiv: 1,
      firstName: 'Jean',
      lastName: 'Dupont',
      birthday: '1990-06-15',
      email: 'jean@example.fr',
      mobilePhone: '0612345678',
      password: 'motdepasse',
      identificationNumber: null,
      contactSMS: 1,
      contactEmail: 1,
      contactPostal: 1,
      contactPhone: 1,
    });
    expect(body).not.toHaveProperty('confirmation');
    expect(sessionStore.get()).toMatchObject({ token: 'jwt-7', signInType: 'normal', returnTo: '/panier' });
    expect(navigations(rec.events)).toEqual([]);

    fireEvent.click(screen.getByTestId('family-skip'));
    expect(navigations(rec.events)).toEqual(['/panier']);
    expect(sessionStore.get().returnTo).toBeNull();
    rec.stop();
    api.restore();
  });

  it('says the client already exists on a 409', async () => {
    const api = mockHttp();
    lookups(api);
    api.onPost('/users').reply(409, { statusCode: 409, error: 'Conflict', message: 'x' });
    const rec = recordEvents();
    renderAccount('/?mode=1');
    await screen.findByTestId('registration-form', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    await fillRegistration();
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.',
    );
    expect(toasts(rec.events)).toContain(
      'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.',
    );
    expect(sessionStore.get().token).toBeNull();
    rec.stop();
    api.restore();
  });

  it('refuses a future birthday, a wrong confirmation and a missing consent', async () => {
    const api = mockHttp();
    lookups(api);
    const rec = recordEvents();
    renderAccount('/?mode=1');
    await screen.findByTestId('registration-form', {}, { timeout: 10_000 }); // a lazy form: its code loads first
    await fillRegistration({ birthday: '01/01/2999', confirmation: 'autrechose' });
    fireEvent.click(screen.getByTestId('field-consent')); // untick
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('La date de naissance est invalide.')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe de confirmation ne correspond pas')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter les conditions pour créer votre compte.')).toBeInTheDocument();
    expect(toasts(rec.events)).toEqual(['Vous devez remplir tous les champs nécessaires pour envoyer votre demande.']);
    expect(api.history.post).toHaveLength(0);
    rec.stop();
    api.restore();
  });
});

describe('/?mode=2 family step', () => {
  afterEach(resetSession);

  it('creates the family with the client as responsible, then adds the member', async () => {
    const api = mockHttp();
    lookups(api);
    sessionStore.update((d) => {
      d.token = 'jwt-7';
      d.clientId = 7;
      d.currentUser = jean as never;
    });
    let family: unknown[] = [];
    api.onGet('/clientFamily/browse').reply(() => [200, family]);
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply(201, { id: 3 });
    api.onPost('/clientFamilyDetail').reply(() => {
      family = [
        {
          id: 3,
          label: 'Dupont',
          members: [
            {
              id: 1,
              idClient: 7,
              idClientFamily: 3,
              firstName: 'Jean',
              lastName: 'Dupont',
              idParam: null,
              email: null,
              phone: null,
              birthday: null,
              responsible: true,
            },
            {
              id: 2,
              idClient: null,
              idClientFamily: 3,
              firstName: 'Léa',
              lastName: 'Dupont',
              idParam: 31,
              email: 'lea@example.fr',
              phone: '0611111111',
              birthday: '2015-02-01',
              responsible: false,
            },
          ],
        },
      ];
      return [201, { id: 2, result: true, message: 'ok' }];
    });
    const rec = recordEvents();
    renderAccount('/?mode=2');

    expect(await screen.findByTestId('login-mode-2')).toBeInTheDocument();
    expect(screen.getByTestId('field-familyName')).toHaveValue('Dupont');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Lien de parenté/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Enfant'));
    type('field-firstName', 'Léa');
    type('field-lastName', 'Dupont');
    typeBirthday('Date de naissance', '01/02/2015');
    type('field-email', 'lea@example.fr');
    type('field-phone', '0611111111');
    fireEvent.click(screen.getByTestId('family-add'));

    expect(await screen.findByTestId('family-members')).toHaveTextContent('Léa Dupont');
    expect(toasts(rec.events)).toContain('Vous avez ajouté un membre à votre famille avec succès.');
    const [availability, created, detail] = api.history.post.map((r) => [r.url, JSON.parse(r.data as string)]);
    expect(availability).toEqual(['/clientFamily/nameAvailability', { name: 'Dupont' }]);
    expect(created).toEqual([
      '/clientFamily',
      {
        label: 'Dupont',
        member: {
          idClient: 7,
          responsible: true,
          firstName: 'Jean',
          lastName: 'Dupont',
          email: 'jean@example.fr',
          phone: '0612345678',
          birthday: '1990-06-15',
        },
      },
    ]);
    expect(detail).toEqual([
      '/clientFamilyDetail',
      {
        idParam: 31,
        firstName: 'Léa',
        lastName: 'Dupont',
        email: 'lea@example.fr',
        phone: '0611111111',
        birthday: '2015-02-01',
        idClient: 7,
        idClientFamily: 3,
        responsible: false,
      },
    ]);

    // The family-done prompt, once the member is added.
    const prompt = await screen.findByRole('dialog', {
      name: "Avez-vous terminé d'ajouter les membres de votre famille ?",
    });
    expect(navigations(rec.events)).toEqual([]);
    fireEvent.click(within(prompt).getByRole('button', { name: "J'ai terminé" }));
    expect(navigations(rec.events)).toEqual(['/activites']);
    rec.stop();
    api.restore();
  });

  it('refuses a family name already used', async () => {
    const api = mockHttp();
    lookups(api);
    sessionStore.update((d) => {
      d.token = 'jwt-7';
      d.clientId = 7;
      d.currentUser = jean as never;
    });
    api.onGet('/clientFamily/browse').reply(200, []);
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: false });
    renderAccount('/?mode=2');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Lien de parenté/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Conjoint(e)'));
    type('field-firstName', 'Marie');
    type('field-lastName', 'Dupont');
    typeBirthday('Date de naissance', '02/03/1991');
    type('field-email', 'marie@example.fr');
    type('field-phone', '0622222222');
    fireEvent.click(screen.getByTestId('family-add'));
    expect(
      await screen.findByText('Nom déjà utilisé. Veuillez vérifier les informations saisies.'),
    ).toBeInTheDocument();
    expect(api.history.post.map((r) => r.url)).toEqual(['/clientFamily/nameAvailability']);
    api.restore();
  });
});
