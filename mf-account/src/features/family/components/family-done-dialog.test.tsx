import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared-events';
import {
  mockHttp,
  navigations,
  recordEvents,
  renderAccount,
  resetSession,
  signInAsJean,
} from '../../../shared/testing/render-account';
import { responsible } from '../../../shared/testing/family-members';

/**
 * The family-done prompt (spec §2): at the family step (/?mode=2), after each member added and on 'Terminer'; in the
 * account's family tab, after a member added.
 */
const QUESTION = "Avez-vous terminé d'ajouter les membres de votre famille ?";
const lea = {
  ...responsible,
  id: 2,
  idClient: null,
  firstName: 'Léa',
  idParam: 31,
  email: 'lea@example.fr',
  birthday: '2015-02-01',
  responsible: false,
};

type Family = { id: number; label: string; members: object[] };

/** Jean signed in, his family as `family` says (GET /clientFamily/browse), a member's addition adding Léa. */
function jeanWithFamily(family: Family) {
  const api = mockHttp();
  api.onGet('/civility').reply(200, [{ id: 1, label: 'M', name: 'Monsieur' }]);
  api.onGet('/parameter/list').reply(200, [{ id: 31, name: 'Enfant' }]);
  api.onGet('/clientFamily/browse').reply(() => [200, [family]]);
  api.onPost('/clientFamilyDetail').reply(() => {
    family.members.push(lea);
    return [201, { id: 2, result: true, message: 'ok' }];
  });
  signInAsJean();
  return { api, rec: recordEvents() };
}

const type = (within_: HTMLElement, testId: string, value: string) =>
  fireEvent.change(within(within_).getByTestId(testId), { target: { value } });

function choose(testId: string, option: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId).parentElement!).getByRole('combobox'));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** Léa, as the family step's form takes her (relation, names, birthday, e-mail, phone). */
async function addLeaAtTheStep() {
  const form = await screen.findByTestId('family-form');
  await waitFor(() => expect(screen.queryByTestId('field-idParam')).toBeInTheDocument());
  choose('field-idParam', 'Enfant');
  type(form, 'field-firstName', 'Léa');
  type(form, 'field-lastName', 'Dupont');
  const day = within(form).getByRole('group', { name: 'Date de naissance' });
  fireEvent.change(day.parentElement!.querySelector('input')!, { target: { value: '01/02/2015' } });
  type(form, 'field-email', 'lea@example.fr');
  type(form, 'field-phone', '0611111111');
  fireEvent.click(screen.getByTestId('family-add'));
}

describe('/?mode=2: the family-done prompt', () => {
  afterEach(resetSession);

  it("asks once a member is added: 'Ajouter un autre membre' stays on the step, \"J'ai terminé\" goes where the visitor came from", async () => {
    const { api, rec } = jeanWithFamily({ id: 3, label: 'Dupont', members: [responsible] });
    sessionStore.update((d) => {
      d.returnTo = '/panier';
    });
    renderAccount('/?mode=2');
    await addLeaAtTheStep();
    const prompt = await screen.findByRole('dialog', { name: QUESTION });
    await waitFor(() => expect(prompt).toHaveTextContent('Votre famille compte Léa Dupont.'));
    expect(navigations(rec.events)).toEqual([]);

    fireEvent.click(within(prompt).getByRole('button', { name: 'Ajouter un autre membre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('login-mode-2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('field-firstName')).toHaveValue(''));
    expect(navigations(rec.events)).toEqual([]);

    fireEvent.click(screen.getByTestId('family-done'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: "J'ai terminé" }),
    );
    expect(navigations(rec.events)).toEqual(['/panier']);
    expect(sessionStore.get().returnTo).toBeNull();
    rec.stop();
    api.restore();
  });

  it("asks on 'Terminer' too: Escape stays on the step, the focus back on 'Terminer'; \"J'ai terminé\" goes on", async () => {
    const { api, rec } = jeanWithFamily({ id: 3, label: 'Dupont', members: [responsible, lea] });
    renderAccount('/?mode=2');
    const finish = await screen.findByTestId('family-done');
    act(() => finish.focus());
    fireEvent.click(finish);
    const prompt = await screen.findByRole('dialog', { name: QUESTION });
    expect(prompt).toHaveAccessibleDescription('Votre famille compte Léa Dupont.');
    fireEvent.keyDown(prompt, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(finish).toHaveFocus();
    expect(navigations(rec.events)).toEqual([]);

    fireEvent.click(finish);
    fireEvent.click(await screen.findByRole('button', { name: "J'ai terminé" }));
    expect(navigations(rec.events)).toEqual(['/activites']);
    rec.stop();
    api.restore();
  });

  it("does not ask when the step is skipped before any member ('Passer cette étape')", async () => {
    const { api, rec } = jeanWithFamily({ id: 3, label: 'Dupont', members: [responsible] });
    renderAccount('/?mode=2');
    fireEvent.click(await screen.findByTestId('family-skip'));
    expect(navigations(rec.events)).toEqual(['/activites']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rec.stop();
    api.restore();
  });
});

/** In the account's family tab: 'Ajouter un membre', Léa typed in, 'Ajouter ce membre'; answers the prompt. */
async function addLeaInTheTab() {
  const open = await screen.findByTestId('family-add-open');
  act(() => open.focus());
  fireEvent.click(open);
  const form = await screen.findByTestId('family-add-form');
  choose('field-idParam', 'Enfant');
  choose('field-idCiv', 'Monsieur');
  type(form, 'field-firstName', 'Léa');
  type(form, 'field-lastName', 'Dupont');
  type(form, 'field-age', '9');
  type(form, 'field-email', 'lea@example.fr');
  type(form, 'field-phone', '0611111111');
  fireEvent.click(screen.getByTestId('family-add-form-submit'));
  const prompt = await screen.findByRole('dialog', { name: QUESTION });
  await waitFor(() => expect(screen.queryByTestId('family-add-form')).not.toBeInTheDocument());
  await waitFor(() => expect(prompt).toHaveTextContent('Votre famille compte Léa Dupont.'));
  return { open, prompt };
}

describe('/compte?tab=3: the family-done prompt', () => {
  afterEach(resetSession);

  it("asks after a member is added: 'Ajouter un autre membre' opens an empty form again", async () => {
    const { api, rec } = jeanWithFamily({ id: 3, label: 'Dupont', members: [responsible] });
    renderAccount('/compte?tab=3');
    const { prompt } = await addLeaInTheTab();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Ajouter un autre membre' }));
    const again = await screen.findByTestId('family-add-form');
    expect(screen.getByRole('dialog', { name: 'AJOUTER UN MEMBRE' })).toBeInTheDocument();
    expect(within(again).getByTestId('field-firstName')).toHaveValue('');
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
    expect(api.history.post.filter((r) => r.url === '/clientFamilyDetail')).toHaveLength(1);
    expect(navigations(rec.events)).toEqual([]);
    rec.stop();
    api.restore();
  });

  it("closes on \"J'ai terminé\", the member listed and the focus back on 'Ajouter un membre'", async () => {
    const { api, rec } = jeanWithFamily({ id: 3, label: 'Dupont', members: [responsible] });
    renderAccount('/compte?tab=3');
    const { open, prompt } = await addLeaInTheTab();
    fireEvent.click(within(prompt).getByRole('button', { name: "J'ai terminé" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('family-member-2')).toHaveTextContent('Léa Dupont');
    await waitFor(() => expect(open).toHaveFocus());
    expect(navigations(rec.events)).toEqual([]);
    rec.stop();
    api.restore();
  });
});
