import moment from 'moment-timezone';
import type { Subscription } from '../api/account-api';
import { isFamilyClubMember } from './family-club';

const NOW = moment.tz('2026-11-23T12:00:00', 'Europe/Paris');
const club = (over: Partial<Subscription> = {}): Subscription => ({
  idAccess: 1,
  accessLabel: '360 FAMILY CLUB',
  canceled: false,
  start: '2026-03-01T00:00:00+01:00',
  end: '2027-03-01T00:00:00+01:00',
  kind: 'family-club',
  months: 12,
  cancellable: false,
  ...over,
});

describe('360 Family Club membership', () => {
  it('holds while a club membership runs', () => {
    expect(isFamilyClubMember([club()], NOW)).toBe(true);
    expect(isFamilyClubMember([club({ kind: undefined, accessLabel: 'Adhésion 360 Family Club' })], NOW)).toBe(true);
  });
  it('not for a cancelled, ended or future one, nor for other subscriptions', () => {
    expect(isFamilyClubMember([club({ canceled: true })], NOW)).toBe(false);
    expect(isFamilyClubMember([club({ end: '2026-11-23T12:00:00+01:00' })], NOW)).toBe(false);
    expect(isFamilyClubMember([club({ start: '2026-11-24T00:00:00+01:00' })], NOW)).toBe(false);
    expect(isFamilyClubMember([club({ kind: 'subscription', accessLabel: 'TRAMPOLINES 1 MOIS' })], NOW)).toBe(false);
    expect(isFamilyClubMember([], NOW)).toBe(false);
  });
});
