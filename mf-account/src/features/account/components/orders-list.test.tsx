import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockHttp, renderAccount, resetSession, signInAsJean } from '../../../shared/testing/render-account';

const order = (id: number) => ({
  id,
  date: '2026-11-05T14:30:00+01:00',
  total: 10,
  reference: `R${id}`,
  paymentMethod: 'card',
  sales: [{ id, qty: 1, label: 'KARTING ADULTE', price: 10 }],
});
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => order(from + i));

describe('the orders tab', () => {
  afterEach(() => resetSession());

  it('shows ten orders, then the next ten with "Voir plus de commandes", until the total', async () => {
    const api = mockHttp();
    api.onGet('/ticket').reply((config) => {
      const offset = Number((config.params as { _offset: number })._offset);
      expect((config.params as { _limit: number })._limit).toBe(10);
      const all = ids(1, 23);
      return [200, all.slice(offset, offset + 10), { 'x-total-count': '23' }];
    });
    signInAsJean();
    renderAccount('/compte?tab=1');
    expect(await screen.findByTestId('order-10')).toBeInTheDocument();
    expect(screen.queryByTestId('order-11')).toBeNull();
    expect(screen.getByTestId('orders-count')).toHaveTextContent('10 commandes sur 23');

    fireEvent.click(screen.getByTestId('orders-more'));
    expect(await screen.findByTestId('order-20')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('orders-more'));
    expect(await screen.findByTestId('order-23')).toBeInTheDocument();
    expect(screen.getByTestId('orders-count')).toHaveTextContent('23 commandes sur 23');
    await waitFor(() => expect(screen.queryByTestId('orders-more')).toBeNull());
    expect(
      api.history.get!.filter((r) => r.url === '/ticket').map((r) => (r.params as { _offset: number })._offset),
    ).toEqual([0, 10, 20]);
    api.restore();
  });

  it('says under each line when, for whom and with what, as the e-mail does', async () => {
    const api = mockHttp();
    const karting = {
      ...order(5),
      sales: [
        {
          id: 1,
          qty: 2,
          label: 'KARTING ADULTE',
          price: 16.25,
          quantity: '2 participants (+ 1 spectateur)',
          start: '2026-12-05T14:00:00+01:00',
        },
        {
          id: 2,
          qty: 2,
          label: 'KARTING ADULTE',
          price: 3,
          quantity: '2',
          detail: 'Avec équipement (charlotte et gants)',
        },
      ],
    };
    api.onGet('/ticket').reply(200, [karting], { 'x-total-count': '1' });
    signInAsJean();
    renderAccount('/compte?tab=1');
    expect(await screen.findByTestId('order-5')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-note').map((el) => el.textContent)).toEqual([
      'Le 05/12/2026 à 14:00 · 2 participants (+ 1 spectateur)',
      'Avec équipement (charlotte et gants)',
    ]);
    api.restore();
  });
});
