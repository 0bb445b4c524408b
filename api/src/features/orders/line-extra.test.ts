import { ageWords, lineForms } from './line-extra';

const birthday = (age: unknown) => ({
  details: {
    anniversaires: { nom: 'Léa', age: age as number, gateaux: { id: 1, name: 'Chocolat' }, commentaires: '' },
  },
});

describe('the birthday child on an order line', () => {
  it('says one year in the singular and more in the plural', () => {
    expect(lineForms(birthday(1))).toEqual(['Anniversaire de Léa (1 an), gâteau : Chocolat']);
    expect(lineForms(birthday(7))).toEqual(['Anniversaire de Léa (7 ans), gâteau : Chocolat']);
    expect(lineForms(birthday('1'))).toEqual(['Anniversaire de Léa (1 an), gâteau : Chocolat']);
  });

  it('leaves out an age the form does not have (missing, 0, not a whole number)', () => {
    for (const age of [undefined, null, 0, -2, 2.5, '', 'sept'])
      expect(lineForms(birthday(age))).toEqual(['Anniversaire de Léa, gâteau : Chocolat']);
  });

  it('words an age alone', () => {
    expect([1, 2, 12].map(ageWords)).toEqual(['1 an', '2 ans', '12 ans']);
    expect(ageWords(0)).toBeNull();
  });
});
