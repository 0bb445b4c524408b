import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared-events';
import {
  jean,
  mockHttp,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
} from '../../../shared/testing/render-account';
import { responsible } from '../../../shared/testing/family-members';

const DUPLICATE = 'Client existe déjà avec les mêmes données. Veuillez vérifier les informations saisies.';
const NAME_TAKEN = 'Nom déjà utilisé. Veuillez vérifier les informations saisies.';
const UNEXPECTED = 'Une erreur est survenue. Veuillez réessayer.';
const ADDED = 'Vous avez ajouté un membre à votre famille avec succès.';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Types a day into the picker's field (its hidden input takes a pasted 'DD/MM/YYYY'). */
function typeBirthday(label: string, day: string) {
  const group = screen.getByRole('group', { name: label });
  fireEvent.change(group.parentElement!.querySelector('input')!, { target: { value: day } });
}

const holder = { ...responsible, idCiv: null };

/** Jean at the family step (/?mode=2) without a family; `browse` answers GET /clientFamily/browse. */
function familyStep(browse: () => object[]) {
  const api = mockHttp();
  api.onGet('/civility').reply(200, [{ id: 1, label: 'M', name: 'Monsieur' }]);
  api.onGet('/parameter/list').reply(200, [{ id: 31, name: 'Enfant' }]);
  api.onGet('/clientFamily/browse').reply(() => [200, browse()]);
  sessionStore.update((d) => {
    d.token = 'jwt-7';
    d.clientId = 7;
    d.currentUser = jean as never;
  });
  const rec = recordEvents();
  renderAccount('/?mode=2');
  return { api, rec };
}

async function fillLea() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Lien de parenté/ }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText('Enfant'));
  type('field-firstName', 'Léa');
  type('field-lastName', 'Dupont');
  typeBirthday('Date de naissance', '01/02/2015');
  type('field-email', 'lea@example.fr');
  type('field-phone', '0611111111');
}

const posted = (api: ReturnType<typeof mockHttp>) => api.history.post.map((r) => r.url);

describe('/?mode=2: the family is created but its first member cannot be added', () => {
  afterEach(resetSession);

  it('says that something went wrong, then adds the member to the family created on the next try', async () => {
    let family: { id: number; label: string; members: object[] } | null = null;
    const { api, rec } = familyStep(() => (family ? [family] : []));
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply((config) => {
      family = { id: 3, label: JSON.parse(config.data as string).label, members: [holder] };
      return [201, { id: 3 }];
    });
    api.onPost('/clientFamilyDetail').replyOnce(500, { statusCode: 500, message: 'Une erreur interne est survenue.' });
    api.onPost('/clientFamilyDetail').reply((config) => {
      family!.members.push({ ...holder, ...JSON.parse(config.data as string), id: 2, idClient: null });
      return [201, { id: 2, result: true, message: ADDED }];
    });
    await fillLea();
    fireEvent.click(screen.getByTestId('family-add'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(UNEXPECTED);
    expect(toasts(rec.events)).toEqual([UNEXPECTED]);
    // The family exists now: its name is no longer asked for.
    await waitFor(() => expect(screen.queryByTestId('field-familyName')).toBeNull());

    fireEvent.click(screen.getByTestId('family-add'));
    expect(await screen.findByTestId('family-members')).toHaveTextContent('Léa Dupont');
    expect(toasts(rec.events)).toEqual([UNEXPECTED, ADDED]);
    expect(posted(api)).toEqual([
      '/clientFamily/nameAvailability',
      '/clientFamily',
      '/clientFamilyDetail',
      '/clientFamilyDetail',
    ]);
    expect(JSON.parse(api.history.post.at(-1)!.data as string)).toMatchObject({ idClientFamily: 3, firstName: 'Léa' });
    expect(toasts(rec.events)).not.toContain(NAME_TAKEN);
    rec.stop();
    api.restore();
  });

  it('keeps the family created even before it is read again (a read that does not show it yet)', async () => {
    const { api, rec } = familyStep(() => []);
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply(201, { id: 3 });
    api.onPost('/clientFamilyDetail').networkErrorOnce();
    api.onPost('/clientFamilyDetail').reply(201, { id: 2, result: true, message: ADDED });
    await fillLea();
    fireEvent.click(screen.getByTestId('family-add'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(UNEXPECTED);
    fireEvent.click(screen.getByTestId('family-add'));
    await waitFor(() => expect(toasts(rec.events)).toEqual([UNEXPECTED, ADDED]));
    expect(posted(api)).toEqual([
      '/clientFamily/nameAvailability',
      '/clientFamily',
      '/clientFamilyDetail',
      '/clientFamilyDetail',
    ]);
    expect(JSON.parse(api.history.post.at(-1)!.data as string)).toMatchObject({ idClientFamily: 3 });
    rec.stop();
    api.restore();
  });
});

describe('/?mode=2: the family cannot be created', () => {
  afterEach(resetSession);

  it('says that something went wrong when the server fails (5xx), not that a client exists', async () => {
    const { api, rec } = familyStep(() => []);
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply(500, { statusCode: 500, message: 'Une erreur interne est survenue.' });
    await fillLea();
    fireEvent.click(screen.getByTestId('family-add'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(UNEXPECTED);
    expect(toasts(rec.events)).not.toContain(DUPLICATE);
    // Nothing was created: the family's name is still asked for.
    expect(screen.getByTestId('field-familyName')).toBeInTheDocument();
    rec.stop();
    api.restore();
  });

  it('still says that a client exists when the server refuses the creation as a duplicate (409)', async () => {
    const { api, rec } = familyStep(() => []);
    api.onPost('/clientFamily/nameAvailability').reply(200, { available: true });
    api.onPost('/clientFamily').reply(409, { statusCode: 409, message: DUPLICATE });
    await fillLea();
    fireEvent.click(screen.getByTestId('family-add'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(DUPLICATE);
    expect(posted(api)).toEqual(['/clientFamily/nameAvailability', '/clientFamily']);
    rec.stop();
    api.restore();
  });
});
