import moment from 'moment-timezone';
import { fixClock, releaseClock } from 'shared-events/testing';
import type { Subscription } from '../api/account-api';
import { CANCEL_DONE, CANCEL_FAILED, cancelReducer, canCancel, type CancelStep } from './subscription-cancel';

const sub = (over: Partial<Subscription> = {}): Subscription => ({
  idAccess: 4,
  accessLabel: 'TRAMPOLINES 3 MOIS SANS LIMITE',
  canceled: false,
  start: '2026-08-01',
  end: '2026-11-01',
  cancellable: true,
  kind: 'subscription',
  months: 3,
  ...over,
});

// 15 October 2026 in Paris: the 3-month subscription (1 August to 1 November) is in its third month.
const NOW = '2026-10-15T10:00:00+02:00';

describe('subscription cancellation', () => {
  beforeEach(() => fixClock(NOW));
  afterEach(() => releaseClock());

  it('offers the button only where the server allows it', () => {
    expect(canCancel(sub())).toBe(true);
    expect(canCancel(sub({ cancellable: false }))).toBe(false);
    expect(canCancel(sub({ cancellable: undefined }))).toBe(false);
    expect(canCancel(sub({ canceled: true }))).toBe(false);
  });

  it('offers no button on a subscription not running today, even if the list said cancellable', () => {
    // The list was read on 31 October; on 1 November in Paris the subscription has ended (the API says 'terminé').
    expect(canCancel(sub(), moment.tz('2026-10-31T23:59:59', 'Europe/Paris'))).toBe(true);
    expect(canCancel(sub(), moment.tz('2026-11-01T00:00:00', 'Europe/Paris'))).toBe(false);
    expect(canCancel(sub({ start: '2026-10-16', end: '2027-01-16' }))).toBe(false);
  });

  it('goes warning, confirm, then result', () => {
    let s: CancelStep = { step: 'closed' };
    s = cancelReducer(s, { type: 'open', subscription: sub() });
    expect(s.step).toBe('warning');
    s = cancelReducer(s, { type: 'send' });
    expect(s.step).toBe('warning');
    s = cancelReducer(s, { type: 'continue' });
    expect(s).toMatchObject({ step: 'confirm', sending: false });
    s = cancelReducer(s, { type: 'send' });
    expect(s).toMatchObject({ step: 'confirm', sending: true });
    expect(cancelReducer(s, { type: 'close' })).toBe(s);
    s = cancelReducer(s, { type: 'done' });
    expect(s).toMatchObject({ step: 'result', ok: true, message: CANCEL_DONE });
    expect(cancelReducer(s, { type: 'close' })).toEqual({ step: 'closed' });
  });

  it("shows the server's refusal, or a general message", () => {
    const confirm: CancelStep = { step: 'confirm', subscription: sub(), sending: true };
    const msg = 'L’abonnement ne peut être résilié qu’à partir de son troisième mois.';
    expect(cancelReducer(confirm, { type: 'failed', message: msg })).toMatchObject({ ok: false, message: msg });
    expect(cancelReducer(confirm, { type: 'failed', message: '' })).toMatchObject({ message: CANCEL_FAILED });
  });

  it('does not open for a subscription the rule excludes', () => {
    const closed: CancelStep = { step: 'closed' };
    expect(cancelReducer(closed, { type: 'open', subscription: sub({ cancellable: false }) })).toBe(closed);
    expect(cancelReducer(closed, { type: 'open', subscription: sub({ end: '2026-10-15' }) })).toBe(closed);
  });
});
