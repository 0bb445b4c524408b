import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixClock, releaseClock } from 'shared-events/testing';
import {
  mockHttp,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
  signInAsJean,
} from '../../../shared/testing/render-account';
import { responsible } from '../../../shared/testing/family-members';

const UPDATED = 'Mise a jour des informations à bien effectuées.';

/** Léa as the family step (mode 2) added her: a birthday, no age, no civility. */
const lea = {
  id: 2,
  idClient: null,
  idClientFamily: 3,
  firstName: 'Léa',
  lastName: 'Dupont',
  idParam: 5,
  email: 'lea@example.fr',
  phone: '0611111111',
  birthday: '2015-02-01',
  responsible: false,
  idCiv: null,
  age: null,
};

describe('/compte?tab=3: a member added at the family step', () => {
  beforeEach(() => fixClock('2026-02-01T10:00:00+01:00'));
  afterEach(() => {
    releaseClock();
    resetSession();
  });

  it('shows the age their birthday gives, and saves a change without asking for an age or a civility', async () => {
    const api = mockHttp();
    let members: object[] = [responsible, lea];
    api.onGet('/civility').reply(200, [
      { id: 1, label: 'M.', name: 'Monsieur' },
      { id: 2, label: 'MME', name: 'Madame' },
    ]);
    api.onGet('/parameter/list').reply(200, [{ id: 5, name: 'Enfant' }]);
    api.onGet('/clientFamily/browse').reply(() => [200, [{ id: 3, label: 'Dupont', members }]]);
    api.onPut('/clientFamilyDetail/2').reply((config) => {
      const body = JSON.parse(config.data as string);
      const member = { ...lea, ...body };
      members = [responsible, member];
      return [200, { result: true, message: UPDATED, member }];
    });
    signInAsJean();
    const rec = recordEvents();
    renderAccount('/compte?tab=3');

    expect(await screen.findByTestId('family-member-2')).toHaveTextContent('11 ans');
    fireEvent.click(screen.getByTestId('family-member-edit-2'));
    const form = await screen.findByTestId('family-member-form-2');
    expect(within(form).getByTestId('field-age')).toHaveValue(11);
    fireEvent.change(within(form).getByTestId('field-phone'), { target: { value: '06 22 33 44 55' } });
    fireEvent.click(screen.getByTestId('family-member-form-2-submit'));

    await waitFor(() => expect(screen.queryByTestId('family-member-form-2')).toBeNull());
    expect(toasts(rec.events)).toEqual([UPDATED]);
    expect(JSON.parse(api.history.put[0]!.data as string)).toEqual({
      idCiv: null,
      firstName: 'Léa',
      lastName: 'Dupont',
      // The age of her birthday is not stored: it keeps following the birthday.
      age: null,
      email: 'lea@example.fr',
      phone: '0622334455',
      idParam: 5,
    });
    expect(screen.getByTestId('family-member-2')).toHaveTextContent('11 ans');
    rec.stop();
    api.restore();
  });

  it('shows a baby’s age in months and saves a change with the age left to the birthday', async () => {
    const api = mockHttp();
    const baby = { ...lea, id: 4, firstName: 'Jules', birthday: '2025-09-20' };
    api.onGet('/civility').reply(200, [{ id: 1, label: 'M.', name: 'Monsieur' }]);
    api.onGet('/parameter/list').reply(200, [{ id: 5, name: 'Enfant' }]);
    api.onGet('/clientFamily/browse').reply(200, [{ id: 3, label: 'Dupont', members: [responsible, baby] }]);
    api
      .onPut('/clientFamilyDetail/4')
      .reply((config) => [
        200,
        { result: true, message: UPDATED, member: { ...baby, ...JSON.parse(config.data as string) } },
      ]);
    signInAsJean();
    renderAccount('/compte?tab=3');

    expect(await screen.findByTestId('family-member-4')).toHaveTextContent('4 mois');
    fireEvent.click(screen.getByTestId('family-member-edit-4'));
    const form = await screen.findByTestId('family-member-form-4');
    expect(within(form).getByTestId('field-age')).toHaveValue(null);
    fireEvent.change(within(form).getByTestId('field-phone'), { target: { value: '06 22 33 44 55' } });
    fireEvent.click(screen.getByTestId('family-member-form-4-submit'));

    await waitFor(() => expect(api.history.put).toHaveLength(1));
    expect(JSON.parse(api.history.put[0]!.data as string)).toMatchObject({ age: null, phone: '0622334455' });
    api.restore();
  });
});
