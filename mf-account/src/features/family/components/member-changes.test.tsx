import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  mockHttp,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
  signInAsJean,
} from '../../../shared/testing/render-account';
import { responsible } from '../../../shared/testing/family-members';

const DUPLICATE = 'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.';
const UNEXPECTED = 'Une erreur est survenue. Veuillez réessayer.';
const ALREADY_REMOVED = 'Ce membre a déjà été retiré de votre famille.';

const lea = {
  ...responsible,
  id: 2,
  idClient: null,
  firstName: 'Léa',
  idParam: 5,
  email: 'lea@example.fr',
  phone: '0611223344',
  birthday: null,
  responsible: false,
  idCiv: 2,
  age: 9,
};

/** Jean's family tab with Léa; `members` is what the server holds (a test removes Léa from it). */
function familyTab() {
  const api = mockHttp();
  const server = { members: [responsible, lea] as object[] };
  api.onGet('/civility').reply(200, [
    { id: 1, label: 'M.', name: 'Monsieur' },
    { id: 2, label: 'MME', name: 'Madame' },
  ]);
  api.onGet('/parameter/list').reply(200, [{ id: 5, name: 'Enfant' }]);
  api.onGet('/clientFamily/browse').reply(() => [200, [{ id: 3, label: 'Dupont', members: server.members }]]);
  signInAsJean();
  const rec = recordEvents();
  renderAccount('/compte?tab=3');
  return { api, server, rec };
}

async function saveLea() {
  fireEvent.click(await screen.findByTestId('family-member-edit-2'));
  const form = await screen.findByTestId('family-member-form-2');
  fireEvent.change(within(form).getByTestId('field-firstName'), { target: { value: 'Léana' } });
  fireEvent.click(screen.getByTestId('family-member-form-2-submit'));
  return form;
}

async function deleteLea() {
  fireEvent.click(await screen.findByTestId('family-member-delete-2'));
  fireEvent.click(await screen.findByTestId('family-member-delete-confirm-2'));
}

describe('/compte?tab=3: a member whose change fails', () => {
  afterEach(() => resetSession());

  it('says that something went wrong when the server fails an update (5xx), not that a client exists', async () => {
    const { api, rec } = familyTab();
    api.onPut('/clientFamilyDetail/2').reply(500, { statusCode: 500, message: 'Une erreur interne est survenue.' });
    const form = await saveLea();
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(UNEXPECTED);
    expect(toasts(rec.events)).toEqual([UNEXPECTED]);
    rec.stop();
    api.restore();
  });

  it('says so too when the API cannot be reached', async () => {
    const { api, rec } = familyTab();
    api.onPut('/clientFamilyDetail/2').networkError();
    const form = await saveLea();
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(UNEXPECTED);
    expect(toasts(rec.events)).not.toContain(DUPLICATE);
    rec.stop();
    api.restore();
  });

  it("shows the server's own words for a refused update (400), and reads the family again when the member is gone (404)", async () => {
    const { api, server, rec } = familyTab();
    const badPhone = 'Le numéro de téléphone doit comporter 10 chiffres.';
    api.onPut('/clientFamilyDetail/2').replyOnce(400, { statusCode: 400, message: badPhone });
    const form = await saveLea();
    expect(await within(form).findByTestId('form-error')).toHaveTextContent(badPhone);

    const gone = 'Membre de la famille introuvable.';
    api.onPut('/clientFamilyDetail/2').reply(() => {
      server.members = [responsible];
      return [404, { statusCode: 404, message: gone }];
    });
    fireEvent.click(screen.getByTestId('family-member-form-2-submit'));
    await waitFor(() => expect(screen.queryByTestId('family-member-2')).toBeNull());
    expect(toasts(rec.events)).toEqual([badPhone, gone]);
    rec.stop();
    api.restore();
  });

  it('deleting a member already removed elsewhere (404) says so plainly and reads the family again', async () => {
    const { api, server, rec } = familyTab();
    api.onDelete('/clientFamilyDetail/2').reply(() => {
      server.members = [responsible];
      return [404, { statusCode: 404, message: 'Membre de la famille introuvable.' }];
    });
    await deleteLea();
    await waitFor(() => expect(screen.queryByTestId('family-member-2')).toBeNull());
    expect(rec.events).toContainEqual(expect.objectContaining({ message: ALREADY_REMOVED, variant: 'info' }));
    expect(toasts(rec.events)).toEqual([ALREADY_REMOVED]);
    rec.stop();
    api.restore();
  });

  it('a delete the server fails (5xx) says that something went wrong and keeps the member', async () => {
    const { api, rec } = familyTab();
    api.onDelete('/clientFamilyDetail/2').reply(503, { statusCode: 503, message: 'Service indisponible.' });
    await deleteLea();
    await waitFor(() => expect(toasts(rec.events)).toEqual([UNEXPECTED]));
    expect(screen.getByTestId('family-member-2')).toBeInTheDocument();
    rec.stop();
    api.restore();
  });
});
