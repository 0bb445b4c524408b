import {
  FAMILY_REGISTRATION_ANONYMOUS,
  FAMILY_REGISTRATION_SIGNED_IN,
  familyRegistrationPath,
} from './family-registration';

describe('familyRegistrationPath', () => {
  it("opens a signed-in client's family creation form, the registration for anyone else", () => {
    expect(FAMILY_REGISTRATION_SIGNED_IN).toBe('/compte?tab=3&famille=nouvelle');
    expect(familyRegistrationPath({ token: 't' })).toBe('/compte?tab=3&famille=nouvelle');
    expect(FAMILY_REGISTRATION_ANONYMOUS).toBe('/?mode=1');
    expect(familyRegistrationPath({ token: null })).toBe('/?mode=1');
  });
});
