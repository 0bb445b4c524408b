import moment from 'moment-timezone';
import { fieldTexts, messages } from './messages';
import {
  FAMILY_NAME_MAX,
  familyNameRule,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  submitToast,
  validateCompanyRegistration,
  validateCompanySignIn,
  validateNewPassword,
  validateResetRequest,
  validateSignIn,
} from './validators';
import { isValidBirthday, validateFamilyMember, validateProfile, validateRegistration } from './birthday-validators';

// Fixed clock: 29 March 2026 02:30 Paris is the spring-forward night (DST starts); 25 October 2026 the fall-back day.
const paris = (text: string) => moment.tz(text, 'YYYY-MM-DD HH:mm', 'Europe/Paris');
const NOW = paris('2026-03-29 03:30');

describe('isValidEmail (spec §5)', () => {
  it.each(['jean.dupont@example.fr', 'a+b@sub.example.com', ' marie@parc.fr '])('accepts %p', (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each([
    '',
    'jean',
    'jean@',
    '@example.fr',
    'jean@example',
    'jean dupont@example.fr',
    'jean@@example.fr',
    'jean@example..fr',
    null,
    undefined,
  ])('refuses %p', (v) => expect(isValidEmail(v)).toBe(false));
});

describe('isValidBirthday (spec §5: earlier than now)', () => {
  it('accepts past days and today, refuses tomorrow, on the DST change day', () => {
    expect(isValidBirthday(paris('1990-06-15 00:00'), NOW)).toBe(true);
    expect(isValidBirthday(paris('2026-03-29 00:00'), NOW)).toBe(true);
    expect(isValidBirthday(paris('2026-03-30 00:00'), NOW)).toBe(false);
  });
  it('handles the fall-back day', () => {
    const now = paris('2026-10-25 02:30');
    expect(isValidBirthday(paris('2026-10-25 00:00'), now)).toBe(true);
    expect(isValidBirthday(paris('2026-10-26 00:00'), now)).toBe(false);
  });
  it('accepts API and French texts, refuses nonsense', () => {
    expect(isValidBirthday('1990-06-15', NOW)).toBe(true);
    expect(isValidBirthday('15/06/1990', NOW)).toBe(true);
    expect(isValidBirthday('31/02/1990', NOW)).toBe(false);
    expect(isValidBirthday('1850-01-01', NOW)).toBe(false);
    expect(isValidBirthday(moment.invalid(), NOW)).toBe(false);
    expect(isValidBirthday(null, NOW)).toBe(false);
  });
});

describe('validateSignIn', () => {
  it('requires both fields and a valid e-mail', () => {
    expect(validateSignIn({})).toEqual({ email: fieldTexts.required, password: fieldTexts.required });
    expect(validateSignIn({ email: 'jean', password: 'x' })).toEqual({ email: messages.badEmail });
    expect(validateSignIn({ email: 'jean@example.fr', password: 'x' })).toEqual({});
  });
});

describe('validateCompanySignIn', () => {
  it('requires identifier and access code', () => {
    expect(validateCompanySignIn({ identifier: ' ', accessCode: 'a' })).toEqual({ identifier: fieldTexts.required });
    expect(validateCompanySignIn({ identifier: 'CSE-ACME', accessCode: 'abc' })).toEqual({});
  });
});

describe('validateRegistration', () => {
  const complete = {
    idCiv: 1 as const,
    firstName: 'Jean',
    lastName: 'Dupont',
    birthday: paris('1990-06-15 00:00'),
    email: 'jean@example.fr',
    mobilePhone: '06 12 34 56 78',
    password: 'motdepasse',
    confirmation: 'motdepasse',
    consent: true,
  };
  it('accepts a complete form', () => expect(validateRegistration(complete, NOW)).toEqual({}));
  it('requires every field of the form and the consent box', () => {
    const errors = validateRegistration({}, NOW);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'birthday',
        'confirmation',
        'consent',
        'email',
        'firstName',
        'idCiv',
        'lastName',
        'mobilePhone',
        'password',
      ].sort(),
    );
    expect(validateRegistration({ ...complete, consent: false }, NOW)).toEqual({ consent: fieldTexts.required });
  });
  it('gives the spec messages', () => {
    expect(validateRegistration({ ...complete, email: 'jean@' }, NOW).email).toBe('Adresse email est invalide');
    expect(validateRegistration({ ...complete, password: 'court', confirmation: 'court' }, NOW).password).toBe(
      'Le mot de passe doit comporter au moins 8 caractères',
    );
    expect(validateRegistration({ ...complete, confirmation: 'motdepassE' }, NOW).confirmation).toBe(
      'Le mot de passe de confirmation ne correspond pas',
    );
    expect(validateRegistration({ ...complete, birthday: paris('2026-03-30 00:00') }, NOW).birthday).toBe(
      'La date de naissance est invalide.',
    );
    expect(validateRegistration({ ...complete, mobilePhone: '06 12' }, NOW).mobilePhone).toBe(fieldTexts.badPhone);
  });
});

describe('validateCompanyRegistration (spec §5 company fields)', () => {
  const complete = {
    companyName: 'ACME',
    csePhone: '0145454545',
    managerName: 'Mme Martin',
    billingAddress: '1 rue de la Paix, Paris',
    registrationNumber: '12345678900011',
    email: 'cse@acme.fr',
    password: 'motdepasse',
    confirmation: 'motdepasse',
    consent: true,
  };
  it('accepts a complete form and requires each field', () => {
    expect(validateCompanyRegistration(complete)).toEqual({});
    expect(Object.keys(validateCompanyRegistration({})).length).toBe(9);
    expect(validateCompanyRegistration({ ...complete, password: '1234567' }).password).toBe(messages.shortPassword);
  });
});

describe('validateFamilyMember', () => {
  const member = {
    idParam: 3 as const,
    firstName: 'Léa',
    lastName: 'Dupont',
    email: 'lea@example.fr',
    phone: '0612345678',
    birthday: paris('2015-02-01 00:00'),
  };
  it('needs the family name for the first member only', () => {
    expect(validateFamilyMember(member, true, NOW)).toEqual({ familyName: fieldTexts.required });
    expect(validateFamilyMember({ ...member, familyName: 'Dupont' }, true, NOW)).toEqual({});
    expect(validateFamilyMember(member, false, NOW)).toEqual({});
  });
  it('counts the family name as the server does: 100 characters at most once trimmed, spaces collapsed', () => {
    const long = 'D'.repeat(101);
    expect(validateFamilyMember({ ...member, familyName: long }, true, NOW)).toEqual({
      familyName: 'Le nom de la famille compte 100 caractères au plus.',
    });
    expect(validateFamilyMember({ ...member, familyName: `  ${'D'.repeat(100)}  ` }, true, NOW)).toEqual({});
    expect(validateFamilyMember({ ...member, familyName: `${'D'.repeat(50)}   ${'D'.repeat(49)}` }, true, NOW)).toEqual(
      {},
    );
    expect(validateFamilyMember({ ...member, familyName: long }, false, NOW)).toEqual({});
  });
  it('requires relation, phone, birthday, names and e-mail', () => {
    expect(Object.keys(validateFamilyMember({}, false, NOW)).sort()).toEqual([
      'birthday',
      'email',
      'firstName',
      'idParam',
      'lastName',
      'phone',
    ]);
  });
});

describe('password reset', () => {
  it('validates the request and the new password', () => {
    expect(validateResetRequest({ email: 'x' })).toEqual({ email: messages.badEmail });
    expect(validateNewPassword({ password: 'motdepasse', confirmation: 'autre' })).toEqual({
      confirmation: messages.passwordMismatch,
    });
    expect(validateNewPassword({})).toEqual({ password: fieldTexts.required, confirmation: fieldTexts.required });
  });
});

describe('submitToast', () => {
  it('says fields are missing when one is, with the reset page wording when asked', () => {
    expect(submitToast({ email: messages.badEmail, password: fieldTexts.required })).toBe(
      'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.',
    );
    expect(submitToast({ password: fieldTexts.required }, messages.missingFieldsReset)).toBe(
      'Vous devez remplir tous les champs pour envoyer votre demande.',
    );
  });
  it('else gives the first broken rule, or nothing', () => {
    expect(submitToast({ email: messages.badEmail })).toBe('Adresse email est invalide');
    expect(submitToast({})).toBeNull();
  });
});

describe('validateProfile', () => {
  const person = {
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean@example.fr',
    mobilePhone: '0612345678',
    currentPassword: 'motdepasse',
  };
  it('requires the current password and the identity fields', () => {
    expect(validateProfile(person, false, NOW)).toEqual({});
    expect(validateProfile({ ...person, currentPassword: '' }, false, NOW)).toEqual({
      currentPassword: fieldTexts.required,
    });
    expect(Object.keys(validateProfile({}, true, NOW)).sort()).toEqual([
      'address',
      'currentPassword',
      'email',
      'identificationNumber',
      'lastName',
      'mobilePhone',
      'secondName',
    ]);
  });
  it('checks a new password only when one is typed', () => {
    expect(validateProfile({ ...person, password: 'court' }, false, NOW).password).toBe(messages.shortPassword);
    expect(validateProfile({ ...person, password: 'nouveaumdp', confirmation: 'x' }, false, NOW).confirmation).toBe(
      messages.passwordMismatch,
    );
    expect(validateProfile({ ...person, password: 'nouveaumdp', confirmation: 'nouveaumdp' }, false, NOW)).toEqual({});
  });
  it('uses the profile wording for missing fields', () => {
    expect(submitToast(validateProfile({}, false, NOW), messages.missingFieldsProfile)).toBe(
      'Vous devez remplir tous les champs obligatoire pour envoyer votre demande.',
    );
  });
});

describe("the API's limits (the contract's API_LIMITS) and the texts that say them", () => {
  it('refuses a password under the minimum, a family name over the maximum, in words that give the numbers', () => {
    expect(validateNewPassword({ password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) }).password).toBe(
      messages.shortPassword,
    );
    expect(messages.shortPassword).toContain(`au moins ${PASSWORD_MIN_LENGTH} caractères`);
    expect(familyNameRule(` ${'a'.repeat(FAMILY_NAME_MAX)} `)).toBeNull();
    expect(familyNameRule('a'.repeat(FAMILY_NAME_MAX + 1))).toBe(fieldTexts.familyNameTooLong);
    expect(fieldTexts.familyNameTooLong).toContain(`${FAMILY_NAME_MAX} caractères au plus`);
    expect(fieldTexts.passwordHint).toBe(`${PASSWORD_MIN_LENGTH} caractères au moins`);
  });
  it('keep the exact French words', () => {
    expect(messages.shortPassword).toBe('Le mot de passe doit comporter au moins 8 caractères');
    expect(fieldTexts.familyNameTooLong).toBe('Le nom de la famille compte 100 caractères au plus.');
    expect(fieldTexts.passwordHint).toBe('8 caractères au moins');
  });
});
