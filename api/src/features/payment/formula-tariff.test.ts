import { formulaTariff, undatedKind, undatedTariff } from './formula-tariff';
import type { TariffRow } from './pricing';

const tariff = (id: number, position: number, name: string, isDefault = position === 0): TariffRow => ({
  id,
  articleId: 201,
  priceCents: 1000 + id,
  name,
  isDefault,
  position,
});

describe('the tariff the site sells an undated line at', () => {
  // The seeded 1-month subscription: the student tariff is not sold online.
  const monthly = tariff(10, 0, 'Abonnement 1 mois');
  const student = tariff(11, 1, 'Abonnement 1 mois étudiant');

  it('reads the kind from the formula, then the activity', () => {
    expect(undatedKind('family-club', 'subscriptions')).toBe('family-club');
    expect(undatedKind('subscription', 'trampoline')).toBe('subscription');
    expect(undatedKind(null, 'company')).toBe('company');
    expect(undatedKind(null, 'karting')).toBeNull();
    expect(undatedKind('duo-pack', 'karting')).toBeNull();
  });

  it('sells a subscription at the first tariff named “abonnement” (any case, any accent), else the first', () => {
    expect(formulaTariff('subscription', [student, monthly])).toBe(monthly);
    const named = tariff(12, 1, 'ÂBONNEMENT découverte');
    expect(formulaTariff('subscription', [tariff(13, 0, 'Tarif normal'), named])).toBe(named);
    const first = tariff(14, 0, 'Tarif normal');
    expect(formulaTariff('subscription', [tariff(15, 1, 'Tarif réduit'), first])).toBe(first);
    expect(formulaTariff('subscription', [])).toBeUndefined();
  });

  it('sells the club at its default tariff, else the first; a company ticket at the first', () => {
    const sponsor = tariff(20, 1, 'Parrainage', true);
    const normal = tariff(21, 0, 'Tarif normal', false);
    expect(formulaTariff('family-club', [normal, sponsor])).toBe(sponsor);
    expect(
      formulaTariff(
        'family-club',
        [sponsor, normal].map((t) => ({ ...t, isDefault: false })),
      )?.id,
    ).toBe(21);
    expect(formulaTariff('company', [tariff(30, 1, 'Tarif CSE réduit'), tariff(31, 0, 'Tarif normal')])?.id).toBe(31);
  });

  it('refuses another tariff of the article in French, and takes the formula’s when the line names none', () => {
    expect(undatedTariff('subscription', [monthly, student], student)).toEqual({
      refusal:
        "le tarif « Abonnement 1 mois étudiant » n'est pas vendu en ligne pour cette formule : l'abonnement se vend au tarif « Abonnement 1 mois ».",
    });
    expect(undatedTariff('subscription', [monthly, student], monthly)).toEqual({ tariff: monthly });
    expect(undatedTariff('company', [monthly, student], null)).toEqual({ tariff: monthly });
    expect(undatedTariff('family-club', [], null)).toBeNull();
  });
});
