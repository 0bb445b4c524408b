import {
  subscriptionMonths,
  SubscriptionLineError,
  buildSubscriptionLines,
  isValidStartDay,
  lastStartDay,
  SUBSCRIPTION_START_MAX_DAYS,
  subscriptionPeriod,
  subscriptionTariff,
  type SubscriptionLineInput,
} from './subscription-lines';

const tariffs = [
  { id: 40, idArticle: 201, price: 45, name: 'Tarif normal', isDefault: false },
  { id: 41, idArticle: 201, price: 39, name: 'Abonnement 1 mois', isDefault: true },
  { id: 42, idArticle: 201, price: 32, name: 'ABONNEMENT étudiant', isDefault: false },
];

describe('subscription tariff', () => {
  it("takes the first tariff named 'abonnement', else the first", () => {
    expect(subscriptionTariff(tariffs)?.id).toBe(41);
    expect(subscriptionTariff([tariffs[0]!])?.id).toBe(40);
    expect(subscriptionTariff([])).toBeNull();
  });
});

describe('subscription period', () => {
  it('ends one month later, at Paris midnight, across DST changes', () => {
    expect(subscriptionPeriod('2026-03-15')).toEqual({
      accessStart: '2026-03-15T00:00:00+01:00',
      accessEnd: '2026-04-15T00:00:00+02:00',
      startLabel: '15/03/2026',
      endLabel: '15/04/2026',
    });
    expect(subscriptionPeriod('2026-10-10').accessEnd).toBe('2026-11-10T00:00:00+01:00');
    // End of month: 31 January -> 28 February.
    expect(subscriptionPeriod('2027-01-31').endLabel).toBe('28/02/2027');
    expect(() => subscriptionPeriod('2026-02-30')).toThrow('Date invalide');
  });

  it('starts today or later (Paris day)', () => {
    const now = '2026-03-29T00:30:00+01:00';
    expect(isValidStartDay('2026-03-28', now)).toBe(false);
    expect(isValidStartDay('2026-03-29', now)).toBe(true);
    expect(isValidStartDay('nonsense', now)).toBe(false);
  });

  it("starts at most SUBSCRIPTION_START_MAX_DAYS (365, the server's limit) days after today", () => {
    const now = '2026-03-29T00:30:00+01:00'; // 29 March in Paris (28 March in UTC)
    expect(SUBSCRIPTION_START_MAX_DAYS).toBe(365);
    expect(lastStartDay(now)).toBe('2027-03-29');
    expect(isValidStartDay('2027-03-29', now)).toBe(true);
    expect(isValidStartDay('2027-03-30', now)).toBe(false);
    // Across a leap day: 365 days after 1 March 2027 is 29 February 2028.
    expect(lastStartDay('2027-03-01T12:00:00+01:00')).toBe('2028-02-29');
  });
});

describe('subscription lines', () => {
  let n = 0;
  const input = (overrides: Partial<SubscriptionLineInput> = {}): SubscriptionLineInput => ({
    aid: 11,
    oid: 14,
    fid: 26,
    article: 201,
    formulaName: 'TRAMPOLINES - ABONNEMENTS 1 MOIS',
    color: '#6366F1',
    tariff: tariffs[1]!,
    startDayKey: '2026-06-01',
    quantity: 2,
    options: [
      {
        name: 'Chaussettes antidérapantes',
        article: 231,
        tariff: { id: 46, idArticle: 231, price: 6, name: 'Tarif normal', isDefault: true },
        count: 2,
      },
      {
        name: 'Bracelet connecté',
        article: 232,
        tariff: { id: 47, idArticle: 232, price: 2.5, name: 'Tarif normal', isDefault: true },
        count: 0,
      },
    ],
    pid: 'abo-1',
    newId: () => `n${++n}`,
    ...overrides,
  });

  it('gives the subscription line and the chosen options under one pid', () => {
    const lines = buildSubscriptionLines(input());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      id: 201,
      idTariff: 41,
      price: 39,
      counter: 2,
      type: 8,
      abo: true,
      validity: 1,
      pid: 'abo-1',
      select: null,
      idPlanning: null,
      day: '01/06/2026',
      accessStart: '2026-06-01T00:00:00+02:00',
      accessEnd: '2026-07-01T00:00:00+02:00',
      subDescription: 'Du 01/06/2026 au 01/07/2026',
    });
    expect(lines[1]).toMatchObject({
      id: 231,
      idTariff: 46,
      price: 6,
      counter: 2,
      pid: 'abo-1',
      description: 'Chaussettes antidérapantes',
    });
  });

  it('refuses a quantity below 1 or above 50 and negative options', () => {
    expect(() => buildSubscriptionLines(input({ quantity: 0 }))).toThrow('Le nombre de participants est négatif.');
    expect(() => buildSubscriptionLines(input({ quantity: 51 }))).toThrow(SubscriptionLineError);
    expect(() => buildSubscriptionLines(input({ options: [{ ...input().options[0]!, count: -1 }] }))).toThrow(
      SubscriptionLineError,
    );
  });
});

describe('subscriptionMonths', () => {
  it('reads the months in the name as the server does, else one month', () => {
    expect(subscriptionMonths('TRAMPOLINES - ABONNEMENTS 3 MOIS SANS LIMITE')).toBe(3);
    expect(subscriptionMonths('TRAMPOLINES - ABONNEMENTS 1 MOIS')).toBe(1);
    expect(subscriptionMonths('ABONNEMENT TRAMPOLINE')).toBe(1);
    expect(subscriptionPeriod('2026-03-15', 3).endLabel).toBe('15/06/2026');
  });
});
