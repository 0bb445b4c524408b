import { memberValues } from './rules';

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
