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

describe('subscription cancellation', () => {
  it('offers the button only where the server allows it', () => {
    expect(canCancel(sub())).toBe(true);
    expect(canCancel(sub({ cancellable: false }))).toBe(false);
    expect(canCancel(sub({ cancellable: undefined }))).toBe(false);
    expect(canCancel(sub({ canceled: true }))).toBe(false);
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
  });
});
