import { orderHeading } from './order-heading';

describe('orderHeading', () => {
  it('shows the Paris date and time and the total in euros (DST day)', () => {
    expect(orderHeading({ id: 12, date: '2026-10-25T01:30:00Z', total: 42.5, sales: [] })).toEqual({
      title: 'Commande n° 12 du 25/10/2026 à 02:30',
      total: '42,50 €',
    });
    expect(
      orderHeading({ id: 13, date: '2026-03-29T01:30:00Z', sales: [{ id: 1, qty: 2, label: 'X', price: 7.25 }] }),
    ).toEqual({ title: 'Commande n° 13 du 29/03/2026 à 03:30', total: '14,50 €' });
  });
  it('does not break on an unreadable date', () => {
    expect(orderHeading({ id: 14, date: 'n/a', total: 1, sales: [] }).title).toBe('Commande n° 14');
  });
});
