import moment from 'moment-timezone';
import type { FamilyMember } from '../api/family-api';
import {
  AGE_MAX,
  AGE_MIN,
  AGE_TOO_HIGH,
  BAD_AGE,
  familyHeading,
  memberBodyOf,
  memberFormValues,
  memberUpdateOf,
  validateMemberForm,
} from './member-form';

const complete = {
  idCiv: 2,
  idParam: 5,
  firstName: ' Léo ',
  lastName: 'Martin',
  age: '8',
  email: 'leo@exemple.fr',
  phone: '+33 6 12 34 56 78',
};

describe('member form rules (spec §5)', () => {
  it('requires civilité, prénom, nom, âge, mail and phone; the relation and the civility only when adding', () => {
    expect(Object.keys(validateMemberForm({}, true)).sort()).toEqual(
      ['age', 'email', 'firstName', 'idCiv', 'idParam', 'lastName', 'phone'].sort(),
    );
    expect(validateMemberForm({}, false).idCiv).toBeUndefined();
    expect(validateMemberForm({}, false).idParam).toBeUndefined();
    expect(validateMemberForm({ ...complete, idParam: '' }, false)).toEqual({});
    expect(validateMemberForm({ ...complete, idParam: '' }, true)).toEqual({ idParam: 'Champ obligatoire' });
    expect(validateMemberForm(complete, true)).toEqual({});
  });

  it('wants an age of at least 1, as a whole number', () => {
    expect(validateMemberForm({ ...complete, age: '0' }, true).age).toBe(BAD_AGE);
    expect(validateMemberForm({ ...complete, age: '-3' }, true).age).toBe(BAD_AGE);
    expect(validateMemberForm({ ...complete, age: '2.5' }, true).age).toBe(BAD_AGE);
    expect(validateMemberForm({ ...complete, age: '151' }, true).age).toBe(AGE_TOO_HIGH);
    expect(validateMemberForm({ ...complete, age: '150' }, true).age).toBeUndefined();
    expect(validateMemberForm({ ...complete, age: 1 }, true).age).toBeUndefined();
  });

  it('checks the e-mail and the phone', () => {
    expect(validateMemberForm({ ...complete, email: 'leo@' }, true).email).toBe('Adresse email est invalide');
    expect(validateMemberForm({ ...complete, phone: '06 12' }, true).phone).toBe(
      'Le numéro de téléphone doit comporter 10 chiffres.',
    );
  });

  it('sends trimmed names, the age as a number and the national phone', () => {
    expect(memberBodyOf(complete)).toEqual({
      idCiv: 2,
      idParam: 5,
      firstName: 'Léo',
      lastName: 'Martin',
      age: 8,
      email: 'leo@exemple.fr',
      phone: '0612345678',
    });
    expect(memberBodyOf({ ...complete, idParam: '' }).idParam).toBeUndefined();
  });

  it('starts editing from the member', () => {
    const member = {
      id: 3,
      idClientFamily: 1,
      idClient: null,
      firstName: 'A',
      lastName: 'B',
      idParam: null,
      email: null,
      phone: '0612345678',
      birthday: null,
      responsible: false,
      idCiv: 1,
      age: 30,
    } as FamilyMember;
    expect(memberFormValues(member)).toEqual({
      idCiv: 1,
      idParam: '',
      firstName: 'A',
      lastName: 'B',
      age: 30,
      email: '',
      phone: '0612345678',
    });
  });
});

describe('a member added at the family step (mode 2: a birthday, no age, no civility)', () => {
  const now = moment.parseZone('2026-02-01T10:00:00+01:00');
  const lea = {
    id: 2,
    idClientFamily: 3,
    idClient: null,
    firstName: 'Léa',
    lastName: 'Dupont',
    idParam: 31,
    email: 'lea@exemple.fr',
    phone: '0611111111',
    birthday: '2015-02-01',
    responsible: false,
    idCiv: null,
    age: null,
  } as FamilyMember;

  it('starts editing with the age their birthday gives', () => {
    expect(memberFormValues(lea, now)).toMatchObject({ idCiv: '', age: 11 });
  });

  it('can be saved without a civility (the API takes none); adding still requires one (spec §5)', () => {
    expect(validateMemberForm(memberFormValues(lea, now), false)).toEqual({});
    expect(validateMemberForm({ ...complete, idCiv: '' }, true)).toEqual({ idCiv: 'Champ obligatoire' });
    expect(validateMemberForm({ ...memberFormValues(lea, now), age: '' }, false)).toEqual({ age: 'Champ obligatoire' });
    expect(validateMemberForm({ ...memberFormValues(lea, now), age: '151' }, false)).toEqual({ age: AGE_TOO_HIGH });
  });

  it('may leave the age empty, to follow the birthday: a baby, under 1, starts so and can be saved', () => {
    const baby = { ...lea, birthday: '2025-09-20' };
    expect(memberFormValues(baby, now)).toMatchObject({ age: '' });
    expect(validateMemberForm(memberFormValues(baby, now), false, true)).toEqual({});
    expect(memberUpdateOf(memberFormValues(baby, now), baby, now).age).toBeNull();
    expect(validateMemberForm({ ...memberFormValues(baby, now), age: '0' }, false, true)).toEqual({ age: BAD_AGE });
  });

  it('keeps following the birthday: its own age is not stored, another age typed is', () => {
    expect(memberUpdateOf(memberFormValues(lea, now), lea, now)).toMatchObject({ idCiv: null, age: null });
    expect(memberUpdateOf({ ...memberFormValues(lea, now), age: '12' }, lea, now).age).toBe(12);
    expect(memberUpdateOf(complete, { ...lea, birthday: null }, now).age).toBe(8);
  });
});

describe('familyHeading', () => {
  it("does not double 'Famille'", () => {
    expect(familyHeading('Dupont')).toBe('Famille Dupont');
    expect(familyHeading('Famille Dupont')).toBe('Famille Dupont');
    expect(familyHeading('FAMILLE DUPONT')).toBe('FAMILLE DUPONT');
    expect(familyHeading('Famillette')).toBe('Famille Famillette');
  });

  it("says the API's youngest and oldest ages (the contract's API_LIMITS) in its texts, in their exact words", () => {
    expect(AGE_TOO_HIGH).toBe(`L'âge ne peut pas dépasser ${AGE_MAX} ans.`);
    expect(BAD_AGE).toBe(`L'âge doit être au moins ${AGE_MIN}.`);
    expect(AGE_TOO_HIGH).toBe("L'âge ne peut pas dépasser 150 ans.");
    expect(BAD_AGE).toBe("L'âge doit être au moins 1.");
  });
});
