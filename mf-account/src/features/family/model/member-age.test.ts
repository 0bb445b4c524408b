import moment from 'moment-timezone';
import { ageFromBirthday, memberAge, memberAgeLabel } from './member-age';

const at = (iso: string) => moment.parseZone(iso);

describe('a member’s age from their birthday (Europe/Paris)', () => {
  it('counts whole years on the Paris day', () => {
    expect(ageFromBirthday('2015-02-01', at('2026-01-31T12:00:00+01:00'))).toBe(10);
    expect(ageFromBirthday('2015-02-01', at('2026-02-01T00:00:00+01:00'))).toBe(11);
    // 23:30 in UTC on 31 January is already 1 February in Paris.
    expect(ageFromBirthday('2015-02-01', at('2026-01-31T23:30:00+00:00'))).toBe(11);
    expect(ageFromBirthday('2026-01-15', at('2026-02-01T10:00:00+01:00'))).toBe(0);
  });

  it('has none without a birthday or with one that is not a past day', () => {
    const now = at('2026-02-01T10:00:00+01:00');
    expect(ageFromBirthday(null, now)).toBeNull();
    expect(ageFromBirthday('', now)).toBeNull();
    expect(ageFromBirthday('01/02/2015', now)).toBeNull();
    expect(ageFromBirthday('2027-01-01', now)).toBeNull();
  });

  it('takes the age typed in the account’s form first, else the birthday’s', () => {
    const now = at('2026-02-01T10:00:00+01:00');
    expect(memberAge({ age: null, birthday: '2015-02-01' }, now)).toBe(11);
    expect(memberAge({ age: 12, birthday: '2015-02-01' }, now)).toBe(12);
    expect(memberAge({ age: null, birthday: null }, now)).toBeNull();
  });
});

describe('how the family page says an age', () => {
  const now = at('2026-02-01T10:00:00+01:00');
  it("says 'an' for one year, 'ans' above, and a baby's age in months", () => {
    expect(memberAgeLabel({ age: null, birthday: '2015-02-01' }, now)).toBe('11 ans');
    expect(memberAgeLabel({ age: 1, birthday: null }, now)).toBe('1 an');
    expect(memberAgeLabel({ age: null, birthday: '2025-09-20' }, now)).toBe('4 mois');
    expect(memberAgeLabel({ age: null, birthday: '2026-01-20' }, now)).toBe("moins d'un mois");
    expect(memberAgeLabel({ age: null, birthday: null }, now)).toBeNull();
  });
});
