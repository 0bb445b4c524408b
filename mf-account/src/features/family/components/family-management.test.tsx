import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderInArea } from 'shared-events/testing';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { AppRoutes } from '../../../routes';
import { sessionStore } from 'shared-events';
import {
  jean,
  mockHttp,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
  signInAsJean,
} from '../../../shared/testing/render-account';
import { responsible } from '../../../shared/testing/family-members';

const NAME_TAKEN = 'Nom déjà utilisé. Veuillez vérifier les informations saisies.';

function choose(testId: string, option: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId).parentElement!).getByRole('combobox'));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('/compte?tab=3: family management', () => {
  afterEach(() => resetSession());

  it('creates a family after checking its name, then adds, edits and deletes a member and renames it', async () => {
    const api = mockHttp();
    let family: { id: number; label: string; members: object[] } | null = null;
    api.onGet('/civility').reply(200, [
      { id: 1, label: 'M.', name: 'Monsieur' },
      { id: 2, label: 'MME', name: 'Madame' },
      { id: 9, label: 'ETS', name: 'Entreprise' },
    ]);
    api.onGet('/parameter/list').reply(200, [{ id: 5, name: 'Enfant' }]);
    api.onGet('/clientFamily/browse').reply(() => [200, family ? [family] : []]);
    api.onPost('/clientFamily/nameAvailability').replyOnce(200, { available: false });
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply((config) => {
      const body = JSON.parse(config.data as string);
      family = { id: 3, label: body.label, members: [responsible] };
      return [201, { id: 3 }];
    });
    api.onPost('/clientFamilyDetail').reply((config) => {
      const body = JSON.parse(config.data as string);
      family!.members.push({ ...responsible, ...body, id: 2, idClient: null, birthday: null });
      return [201, { id: 2, result: true, message: 'ok' }];
    });
    api.onPut('/clientFamilyDetail/2').reply((config) => {
      const body = JSON.parse(config.data as string);
      family!.members = family!.members.map((m) => ((m as { id: number }).id === 2 ? { ...m, ...body } : m));
      return [200, { result: true, message: 'ok', member: family!.members[1] }];
    });
    api.onDelete('/clientFamilyDetail/2').reply(() => {
      family!.members = family!.members.filter((m) => (m as { id: number }).id !== 2);
      return [200, { result: true }];
    });
    api.onPut('/clientFamily/3').replyOnce(409, { statusCode: 409, error: 'Conflict', message: NAME_TAKEN });
    api.onPut('/clientFamily/3').reply((config) => {
      family!.label = JSON.parse(config.data as string).label;
      return [200, { result: true, id: 3, label: family!.label }];
    });
    signInAsJean();
    const rec = recordEvents();
    renderAccount('/compte?tab=3');

    fireEvent.click(await screen.findByTestId('family-create'));
    expect(screen.getByTestId('field-familyName')).toHaveValue('Dupont');
    fireEvent.click(screen.getByTestId('family-name-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(NAME_TAKEN);
    fireEvent.change(screen.getByTestId('field-familyName'), { target: { value: 'Famille Dupont' } });
    fireEvent.click(screen.getByTestId('family-name-submit'));
    // The heading says 'Famille' once; no 'plus tard depuis votre compte' inside the account.
    expect(await screen.findByTestId('family-heading')).toHaveTextContent(/^Famille Dupont$/);
    expect(screen.queryByText(/plus tard depuis votre compte/)).toBeNull();

    fireEvent.click(screen.getByTestId('family-add-open'));
    const form = await screen.findByTestId('family-add-form');
    fireEvent.click(screen.getByTestId('family-add-form-submit'));
    expect(toasts(rec.events)).toContain('Vous devez remplir tous les champs nécessaires pour envoyer votre demande.');
    choose('field-idParam', 'Enfant');
    choose('field-idCiv', 'Madame');
    expect(screen.queryByRole('option', { name: 'Entreprise' })).toBeNull();
    fireEvent.change(within(form).getByTestId('field-firstName'), { target: { value: 'Léa' } });
    fireEvent.change(within(form).getByTestId('field-lastName'), { target: { value: 'Dupont' } });
    fireEvent.change(within(form).getByTestId('field-age'), { target: { value: '0' } });
    fireEvent.change(within(form).getByTestId('field-email'), { target: { value: 'lea@exemple.fr' } });
    fireEvent.change(within(form).getByTestId('field-phone'), { target: { value: '+33 6 11 22 33 44' } });
    fireEvent.click(screen.getByTestId('family-add-form-submit'));
    expect(await within(form).findByText("L'âge doit être au moins 1.")).toBeInTheDocument();
    fireEvent.change(within(form).getByTestId('field-age'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('family-add-form-submit'));
    expect(await screen.findByTestId('family-member-2')).toHaveTextContent('Madame Léa Dupont');
    expect(JSON.parse(api.history.post.at(-1)!.data as string)).toMatchObject({
      idClient: 7,
      idClientFamily: 3,
      idParam: 5,
      idCiv: 2,
      age: 9,
      phone: '0611223344',
      responsible: false,
    });
    expect(toasts(rec.events)).toContain('Vous avez ajouté un membre à votre famille avec succès.');

    fireEvent.click(screen.getByTestId('family-member-edit-2'));
    const edit = await screen.findByTestId('family-member-form-2');
    fireEvent.change(within(edit).getByTestId('field-firstName'), { target: { value: 'Léana' } });
    fireEvent.click(screen.getByTestId('family-member-form-2-submit'));
    await waitFor(() => expect(screen.getByTestId('family-member-2')).toHaveTextContent('Madame Léana Dupont'));
    expect(screen.queryByTestId('family-member-form-2')).toBeNull();

    fireEvent.click(screen.getByTestId('family-list-open'));
    expect(await screen.findByTestId('family-list-dialog')).toHaveTextContent('Léana Dupont');
    fireEvent.click(within(screen.getByTestId('family-list-dialog')).getByText('Fermer'));

    expect(screen.queryByTestId('family-member-delete-1')).toBeNull();
    fireEvent.click(screen.getByTestId('family-member-delete-2'));
    fireEvent.click(await screen.findByTestId('family-member-delete-confirm-2'));
    await waitFor(() => expect(screen.queryByTestId('family-member-2')).toBeNull());

    fireEvent.click(screen.getByTestId('family-rename'));
    fireEvent.change(await screen.findByTestId('field-familyName'), { target: { value: 'Martin' } });
    fireEvent.click(screen.getByTestId('family-name-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(NAME_TAKEN);
    fireEvent.change(screen.getByTestId('field-familyName'), { target: { value: 'Les Dupont' } });
    fireEvent.click(screen.getByTestId('family-name-submit'));
    await waitFor(() => expect(screen.getByTestId('family-heading')).toHaveTextContent('Famille Les Dupont'));
    rec.stop();
    api.restore();
  });
});

/** The browser's 'back' (a replaced address leaves nothing to go back to). */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)} data-testid="back">
      Précédent
    </button>
  );
}

/** The account at `path`, with a 'back' button. */
function renderWithBack(path: string) {
  renderInArea(
    <>
      <AppRoutes />
      <BackButton />
    </>,
    { path, wrap: (children) => <AreaDatePickers>{children}</AreaDatePickers> },
  );
}

describe('/compte?tab=3&famille=nouvelle: after joining the 360 Family Club', () => {
  afterEach(() => resetSession());

  function familyApi(family: object | null) {
    const api = mockHttp();
    api.onGet('/civility').reply(200, [{ id: 1, label: 'M.', name: 'Monsieur' }]);
    api.onGet('/parameter/list').reply(200, [{ id: 5, name: 'Enfant' }]);
    api.onGet('/clientFamily/browse').reply(200, family ? [family] : []);
    return api;
  }

  it('opens the family creation at once without a family, then drops the request from the address', async () => {
    const api = familyApi(null);
    signInAsJean();
    renderWithBack('/compte?tab=3&famille=nouvelle');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('NOM DE VOTRE FAMILLE')).toBeInTheDocument();
    expect(within(dialog).getByTestId('field-familyName')).toHaveValue('Dupont');
    expect(screen.getByTestId('family-none')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/compte\?tab=3$/));

    // Closed, it stays closed: the address no longer asks for it, and 'back' does not go back to it (replaced).
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('back'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/compte\?tab=3$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('family-create')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
    api.restore();
  });

  it('opens it for a company account too, whose manager becomes the responsible member', async () => {
    const api = familyApi(null);
    let created: { label: string; member: object } | null = null;
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply((config) => {
      created = JSON.parse(config.data as string);
      return [201, { id: 3 }];
    });
    const company = {
      ...jean,
      type: 2,
      firstName: null,
      birthday: null,
      lastName: 'ACME',
      secondName: 'Claire Martin',
    };
    sessionStore.update((d) => {
      d.token = 'jwt-7';
      d.clientId = 7;
      d.signInType = 'company';
      d.currentUser = company as never;
    });
    renderWithBack('/compte?tab=3&famille=nouvelle');
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTestId('account-tab-3')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('account-tab-2')).toBeNull();
    expect(within(dialog).getByTestId('field-familyName')).toHaveValue('ACME');
    fireEvent.click(within(dialog).getByTestId('family-name-submit'));
    await waitFor(() => expect(created).not.toBeNull());
    // What the API requires of the client as first member: names, e-mail, phone (no birthday for a company).
    expect(created).toEqual({
      label: 'ACME',
      member: {
        idClient: 7,
        responsible: true,
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'jean@example.fr',
        phone: '0612345678',
        birthday: null,
      },
    });
    api.restore();
  });

  it('only shows the tab when the client has a family already, and drops the request too', async () => {
    const api = familyApi({ id: 3, label: 'Dupont', members: [responsible] });
    signInAsJean();
    renderWithBack('/compte?tab=3&famille=nouvelle');
    expect(await screen.findByTestId('family-heading')).toHaveTextContent('Famille Dupont');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/compte\?tab=3$/));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('back'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/compte\?tab=3$/);
    api.restore();
  });
});
