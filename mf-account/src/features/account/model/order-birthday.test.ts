import { birthdayEditable, birthdaySummary } from './order-birthday';

describe('a paid birthday in the account', () => {
  it('is editable until the day before the party, Paris days', () => {
    const now = new Date('2026-12-04T22:30:00Z'); // 23:30 in Paris on the 4th
    expect(birthdayEditable('2026-12-05T14:00:00+01:00', now)).toBe(true);
    expect(birthdayEditable('2026-12-05T14:00:00+01:00', new Date('2026-12-04T23:30:00Z'))).toBe(false);
    expect(birthdayEditable('2026-12-04T20:00:00+01:00', now)).toBe(false);
    expect(birthdayEditable(undefined, now)).toBe(false);
  });

  it('says the child, the age and the cake', () => {
    expect(birthdaySummary({ nom: 'Léa', age: 8, gateaux: { name: 'Fraisier' } })).toBe(
      'Léa, 8 ans — gâteau : Fraisier',
    );
    expect(birthdaySummary({ nom: 'Tom', age: 1, gateaux: { name: 'Fraisier' } })).toBe(
      'Tom, 1 an — gâteau : Fraisier',
    );
  });
});
