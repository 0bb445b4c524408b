import moment from 'moment-timezone';
import type { Subscription } from '../api/account-api';
import { SUBSCRIPTION_STATE_LABELS, subscriptionState } from './subscription-state';

const paris = (wall: string) => moment.tz(wall, 'Europe/Paris');
const NOW = paris('2026-11-23T12:00:00');
// As the API answers it: Paris midnights, the end being the day one month later.
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  idAccess: 5,
  accessLabel: 'TRAMPOLINES 1 MOIS',
  canceled: false,
  start: '2026-11-01T00:00:00+01:00',
  end: '2026-12-01T00:00:00+01:00',
  cancellable: false,
  kind: 'subscription',
  months: 1,
  ...over,
});

describe('subscription state', () => {
  it('says À venir, Actif, Terminé and Résilié', () => {
    expect(SUBSCRIPTION_STATE_LABELS).toEqual({
      upcoming: 'À venir',
      active: 'Actif',
      ended: 'Terminé',
      canceled: 'Résilié',
    });
  });

  it('is active from its start day until the day before its end', () => {
    expect(subscriptionState(sub(), NOW)).toBe('active');
    expect(subscriptionState(sub({ start: '2026-11-23T00:00:00+01:00' }), NOW)).toBe('active');
    expect(subscriptionState(sub({ end: '2026-11-24T00:00:00+01:00' }), NOW)).toBe('active');
  });

  it('is upcoming before its start day', () => {
    const future = sub({ start: '2026-11-24T00:00:00+01:00', end: '2026-12-24T00:00:00+01:00' });
    expect(subscriptionState(future, NOW)).toBe('upcoming');
    expect(subscriptionState(future, paris('2026-11-23T23:59:59'))).toBe('upcoming');
    expect(subscriptionState(future, paris('2026-11-24T00:00:00'))).toBe('active');
  });

  it('is ended from its end day, when the API stops it (now >= end)', () => {
    expect(subscriptionState(sub({ end: '2026-11-23T00:00:00+01:00' }), NOW)).toBe('ended');
    expect(subscriptionState(sub({ start: '2026-08-01T00:00:00+02:00', end: '2026-11-01T00:00:00+01:00' }), NOW)).toBe(
      'ended',
    );
    const endsTomorrow = sub({ end: '2026-11-24T00:00:00+01:00' });
    expect(subscriptionState(endsTomorrow, paris('2026-11-23T23:59:59'))).toBe('active');
    expect(subscriptionState(endsTomorrow, paris('2026-11-24T00:00:00'))).toBe('ended');
  });

  it('reads the day in Paris, not in UTC', () => {
    // 23:30 UTC on 23 November is already 24 November in Paris.
    const lateUtc = moment.utc('2026-11-23T23:30:00Z');
    expect(subscriptionState(sub({ start: '2026-11-24T00:00:00+01:00' }), lateUtc)).toBe('active');
    expect(subscriptionState(sub({ end: '2026-11-24T00:00:00+01:00' }), lateUtc)).toBe('ended');
    // An end written in UTC (Paris midnight of 24 November) is the same day.
    expect(subscriptionState(sub({ end: '2026-11-23T23:00:00Z' }), NOW)).toBe('active');
    // Summer time: 22:30 UTC on 31 July is 1 August in Paris.
    const summer = sub({ start: '2026-08-01T00:00:00+02:00', end: '2026-09-01T00:00:00+02:00' });
    expect(subscriptionState(summer, moment.utc('2026-07-31T22:30:00Z'))).toBe('active');
    expect(subscriptionState(summer, moment.utc('2026-07-31T21:30:00Z'))).toBe('upcoming');
  });

  it('reads days without a time', () => {
    expect(subscriptionState(sub({ start: '2026-11-24', end: '2026-12-24' }), NOW)).toBe('upcoming');
    expect(subscriptionState(sub({ start: '2026-10-23', end: '2026-11-23' }), NOW)).toBe('ended');
    expect(subscriptionState(sub({ start: '2026-11-23', end: '2026-12-23' }), NOW)).toBe('active');
  });

  it('is Résilié once cancelled, whatever its dates: the cancellation takes effect at once', () => {
    expect(subscriptionState(sub({ canceled: true }), NOW)).toBe('canceled');
    expect(subscriptionState(sub({ canceled: true, end: '2026-11-01T00:00:00+01:00' }), NOW)).toBe('canceled');
  });

  it('an unreadable date bounds nothing', () => {
    expect(subscriptionState(sub({ start: 'n/a', end: '' }), NOW)).toBe('active');
    expect(subscriptionState(sub({ start: 'n/a', end: '2026-11-01T00:00:00+01:00' }), NOW)).toBe('ended');
  });

  it("reads today's date from the page's clock by default", () => {
    const today = moment.tz('Europe/Paris').startOf('day');
    const live = sub({ start: today.format(), end: today.clone().add(1, 'month').format() });
    expect(subscriptionState(live)).toBe('active');
    expect(subscriptionState({ ...live, end: today.format() })).toBe('ended');
  });
});
