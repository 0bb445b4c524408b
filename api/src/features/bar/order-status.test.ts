import { BAR_ORDER_STATUSES, checkMove, isBarOrderStatus, nextStatus } from './order-status';

describe('bar order state machine', () => {
  it('goes reçue -> en préparation -> servie, then stops', () => {
    expect(nextStatus('reçue')).toBe('en préparation');
    expect(nextStatus('en préparation')).toBe('servie');
    expect(nextStatus('servie')).toBeNull();
  });

  it('allows every forward move and refuses staying or going back', () => {
    for (const [i, from] of BAR_ORDER_STATUSES.entries()) {
      for (const [j, to] of BAR_ORDER_STATUSES.entries()) {
        expect(checkMove(from, to).ok).toBe(j > i);
      }
    }
    expect(checkMove('servie', 'reçue')).toEqual({
      ok: false,
      message: 'Une commande « servie » ne peut pas revenir à « reçue ».',
    });
    expect(checkMove('servie', 'servie')).toEqual({ ok: false, message: 'Cette commande est déjà « servie ».' });
  });

  it('knows its states only', () => {
    expect(isBarOrderStatus('en préparation')).toBe(true);
    expect(isBarOrderStatus('en preparation')).toBe(false);
    expect(isBarOrderStatus(2)).toBe(false);
  });
});
