import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockHttp, renderAccount, resetSession, signInAsJean } from '../../../shared/testing/render-account';

const birthdayOrder = {
  id: 31,
  date: '2026-11-05T14:30:00+01:00',
  total: 64,
  reference: 'R31',
  paymentMethod: 'card',
  sales: [
    {
      id: 1,
      qty: 2,
      label: 'ANNIVERSAIRE KARTING (PAR ENFANT)',
      price: 32,
      start: '2099-12-05T14:00:00+01:00',
      slots: ['ANNIVERSAIRES : 05/12/2099 à 14:00', 'KARTING : 05/12/2099 à 14:20'],
      anniversaires: { nom: 'Léa', age: 8, gateaux: { id: 2, name: 'Fraisier' }, commentaires: '' },
    },
  ],
};

describe('a paid birthday in the orders tab', () => {
  afterEach(() => resetSession());

  it('shows the slots and the child, and saves the form changed in its dialog', async () => {
    const api = mockHttp();
    api.onGet('/ticket').reply(200, [birthdayOrder], { 'x-total-count': '1' });
    api.onPut('/ticket/31/birthday').reply(200, { result: true, notes: '' });
    signInAsJean();
    renderAccount('/compte?tab=1');
    const card = await screen.findByTestId('order-birthday-31');
    expect(card).toHaveTextContent('Anniversaire de Léa, 8 ans — gâteau : Fraisier');
    expect(screen.getAllByTestId('order-slot').map((el) => el.textContent)).toEqual(birthdayOrder.sales[0]!.slots);

    fireEvent.click(within(card).getByTestId('birthday-edit-31'));
    const age = await screen.findByTestId('birthday-age');
    fireEvent.change(age, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('birthday-confirm'));
    expect(await screen.findByText("L'âge doit être d'au moins 1 an.")).toBeInTheDocument();
    expect(api.history.put).toHaveLength(0);
    fireEvent.change(age, { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('birthday-confirm'));
    await waitFor(() => expect(screen.getByTestId('birthday-summary')).toHaveTextContent('Léa, 9 ans'));
    expect(JSON.parse(api.history.put![0]!.data as string)).toEqual({
      nom: 'Léa',
      age: 9,
      gateaux: { id: 2, name: 'Fraisier' },
      commentaires: '',
    });
    api.restore();
  });
});
