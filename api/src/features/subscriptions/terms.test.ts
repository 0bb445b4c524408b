import {
  cancelRefusal,
  CANCEL_ENDED,
  CANCEL_ONLY_NO_LIMIT,
  CANCEL_TOO_EARLY,
  parisDayStart,
  subscriptionPeriod,
  subscriptionTerms,
} from './terms';

const info = (articleName: string, extra: Partial<Parameters<typeof subscriptionTerms>[0]> = {}) => ({
  articleName,
  articleCategory: '',
  tariffName: '',
  formulaCodes: [],
  client: {},
  ...extra,
});

describe('subscriptionTerms', () => {
  it('reads the kind, months and the no-limit flag from the catalogue', () => {
    expect(subscriptionTerms(info('TRAMPOLINES - ABONNEMENT 1 MOIS', { articleCategory: 'ABONNEMENT' }))).toEqual({
      kind: 'subscription',
      months: 1,
      noLimit: false,
    });
    expect(
      subscriptionTerms(info('TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE', { articleCategory: 'ABONNEMENT' })),
    ).toEqual({ kind: 'subscription', months: 3, noLimit: true });
    expect(subscriptionTerms(info('360 FAMILY CLUB - ADHÉSION 1 AN', { articleCategory: 'FAMILY CLUB' }))).toEqual({
      kind: 'family-club',
      months: 12,
      noLimit: false,
    });
    expect(subscriptionTerms(info('Adhésion', { formulaCodes: ['family-club'] }))).toMatchObject({
      kind: 'family-club',
    });
    expect(subscriptionTerms(info('Pass', { formulaCodes: ['subscription'] }))).toEqual({
      kind: 'subscription',
      months: 1,
      noLimit: false,
    });
    expect(
      subscriptionTerms(info('Pass', { tariffName: 'Abonnement 6 mois illimité', client: { abo: true } })),
    ).toEqual({ kind: 'subscription', months: 6, noLimit: true });
    expect(subscriptionTerms(info('KARTING 10 MIN', { articleCategory: 'KARTING' }))).toBeNull();
    expect(subscriptionTerms(info('SOFT', { articleCategory: 'SOFT', client: { type: 8 } }))).toBeNull();
  });
});

describe('parisDayStart', () => {
  it('reads ISO instants, ISO days and DD/MM/YYYY as the Paris midnight of that day', () => {
    expect(parisDayStart('2026-03-29T15:00:00+02:00')!.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-10-25')!.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(parisDayStart('25/10/2026')!.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(parisDayStart('2026-07-14T22:30:00Z')!.toISOString()).toBe('2026-07-14T22:00:00.000Z'); // already the 15th in Paris
    expect(parisDayStart('31/02/2026')).toBeNull();
    expect(parisDayStart('demain')).toBeNull();
    expect(parisDayStart(42)).toBeNull();
    expect(parisDayStart('')).toBeNull();
  });
});

describe('subscriptionPeriod (fixed clock, DST days)', () => {
  const monthly = { kind: 'subscription' as const, months: 1, noLimit: false };
  it('runs from the chosen day to the same day n months later, across the spring change', () => {
    const p = subscriptionPeriod(monthly, { accessStart: '2026-03-10' }, new Date('2026-03-01T10:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-04-09T22:00:00.000Z');
  });
  it('starts on a DST day itself and across the autumn change', () => {
    const p = subscriptionPeriod(
      { ...monthly, months: 3 },
      { select: '2026-10-25T10:00:00+01:00' },
      new Date('2026-10-20T10:00:00Z'),
    );
    expect(p.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(p.end.toISOString()).toBe('2027-01-24T23:00:00.000Z');
  });
  it('ends on the last day of a shorter month', () => {
    const p = subscriptionPeriod(monthly, { accessStart: '31/01/2027' }, new Date('2027-01-02T10:00:00Z'));
    expect(p.end.toISOString()).toBe('2027-02-27T23:00:00.000Z');
  });
  it('never starts before the purchase day; the family club starts on the purchase day', () => {
    const purchase = new Date('2026-03-29T00:30:00+01:00'); // 23:30 UTC on the 28th, the 29th in Paris
    const past = subscriptionPeriod(monthly, { accessStart: '2026-01-01' }, purchase);
    expect(past.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    const club = subscriptionPeriod(
      { kind: 'family-club', months: 12, noLimit: false },
      { accessStart: '2026-06-01' },
      purchase,
    );
    expect(club.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(club.end.toISOString()).toBe('2027-03-28T22:00:00.000Z'); // 29/03/2027 is already summer time
  });
});

describe('cancelRefusal', () => {
  const start = new Date('2026-01-14T23:00:00Z'); // 15/01/2026 Paris
  const end = new Date('2026-04-14T22:00:00Z'); // 15/04/2026 Paris
  const sub = { months: 3, noLimit: true, canceled: false, startsAt: start, endsAt: end };
  it('allows the 3-month no-limit subscription from its third month only', () => {
    expect(cancelRefusal(sub, new Date('2026-03-14T22:59:59Z'))).toBe(CANCEL_TOO_EARLY);
    expect(cancelRefusal(sub, new Date('2026-03-14T23:00:00Z'))).toBeNull(); // 15/03 00:00 Paris
    expect(cancelRefusal(sub, new Date('2026-04-14T21:59:59Z'))).toBeNull();
    expect(cancelRefusal(sub, new Date('2026-04-14T22:00:00Z'))).toBe(CANCEL_ENDED);
  });
  it('refuses every other subscription and a second cancel', () => {
    expect(cancelRefusal({ ...sub, noLimit: false }, new Date('2026-03-20T10:00:00Z'))).toBe(CANCEL_ONLY_NO_LIMIT);
    expect(cancelRefusal({ ...sub, months: 1 }, new Date('2026-03-20T10:00:00Z'))).toBe(CANCEL_ONLY_NO_LIMIT);
    expect(cancelRefusal({ ...sub, canceled: true }, new Date('2026-03-20T10:00:00Z'))).toBe(
      'Cet abonnement est déjà résilié.',
    );
  });
});

describe('family club renewal', () => {
  const club = { kind: 'family-club' as const, months: 12, noLimit: false };
  it('follows the current membership when it has not ended yet', () => {
    const until = new Date('2026-06-14T22:00:00Z'); // 15/06/2026 Paris
    const p = subscriptionPeriod(club, {}, new Date('2026-05-01T10:00:00Z'), until);
    expect(p.start.toISOString()).toBe('2026-06-14T22:00:00.000Z');
    expect(p.end.toISOString()).toBe('2027-06-14T22:00:00.000Z');
  });
  it('starts today when the membership has already ended', () => {
    const p = subscriptionPeriod(club, {}, new Date('2026-05-01T10:00:00Z'), new Date('2026-04-01T10:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-04-30T22:00:00.000Z');
  });
});
