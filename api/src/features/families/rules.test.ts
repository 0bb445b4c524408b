import { memberValues, phoneNumber } from './rules';

describe('phoneNumber (spec §5 mask: 10 digits, +33 or 09 formats)', () => {
  it('keeps 10 digits from 0, spaces, dots and dashes taken out, and brings +33 back to the national form', () => {
    expect(phoneNumber('0999999999')).toBe('0999999999');
    expect(phoneNumber('09 99 99 99 99')).toBe('0999999999');
    expect(phoneNumber('09.99.99.99.99')).toBe('0999999999');
    expect(phoneNumber('09-99-99-99-99')).toBe('0999999999');
    expect(phoneNumber('+33 9 99 99 99 99')).toBe('0999999999');
    expect(phoneNumber('+33999999999')).toBe('0999999999');
    expect(phoneNumber('0033 9 99 99 99 99')).toBe('0999999999');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'zz', '099999999', '09999999999', '9999999999', '+3399999999', '+33 0999999999']) {
      expect(phoneNumber(bad)).toBeNull();
    }
    expect(phoneNumber('09/99/99/99/99')).toBeNull();
  });
});

describe('memberValues', () => {
  const now = new Date('2026-06-11T10:00:00Z');
  const entered = {
    idParam: 4,
    firstName: ' Léa ',
    lastName: 'Martin',
    birthday: '01/02/2015',
    email: 'lea@exemple.fr',
    phone: '06 11 11 11 11',
  };

  it('normalises what it keeps', () => {
    expect(memberValues(entered, 'entered', now)).toEqual({
      idParam: 4,
      firstName: 'Léa',
      lastName: 'Martin',
      birthday: '2015-02-01',
      email: 'lea@exemple.fr',
      phone: '0611111111',
      responsible: false,
    });
  });

  it('takes the account form’s civility and age for the birthday', () => {
    const { birthday: _birthday, ...rest } = entered;
    expect(() => memberValues(rest, 'entered', now)).toThrow('Vous devez remplir tous les champs');
    expect(() => memberValues({ ...rest, idCiv: 1 }, 'entered', now)).toThrow('Vous devez remplir tous les champs');
    expect(memberValues({ ...rest, idCiv: 1, age: 9 }, 'entered', now)).toMatchObject({ idCiv: 1, age: 9 });
  });

  it('asks the client as first member for names, e-mail and phone only', () => {
    const holder = { firstName: 'Jeanne', lastName: 'Durand', email: 'cse@exemple.fr', phone: '0478000000' };
    expect(memberValues({ ...holder, responsible: true }, 'holder', now)).toMatchObject({ responsible: true });
    expect(() => memberValues({ ...holder, phone: null }, 'holder', now)).toThrow('Vous devez remplir');
  });

  it('takes a birthday of a day that has started (today), not a later one', () => {
    expect(memberValues({ birthday: '2026-06-11' }, 'update', now)).toEqual({ birthday: '2026-06-11' });
    expect(() => memberValues({ birthday: '2026-06-12' }, 'update', now)).toThrow('La date de naissance est invalide.');
  });
});
