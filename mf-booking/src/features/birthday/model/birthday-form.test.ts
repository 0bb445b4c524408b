import { AGE_MIN, REQUIRED, fromBirthday, hasMissingField, toBirthday, validateBirthday } from './birthday-form';

describe('birthday child form', () => {
  it('requires the first name, an age of at least 1 and a cake; comments are optional', () => {
    const errors = validateBirthday({});
    expect(errors).toEqual({ nom: REQUIRED, age: REQUIRED, gateau: REQUIRED });
    expect(hasMissingField(errors)).toBe(true);
    expect(validateBirthday({ nom: 'Léa', age: '0', gateau: '1' })).toEqual({ age: AGE_MIN });
    expect(validateBirthday({ nom: 'Léa', age: '-2', gateau: '1' })).toEqual({ age: AGE_MIN });
    expect(validateBirthday({ nom: 'Léa', age: '7', gateau: '9' })).toEqual({ gateau: REQUIRED });
    expect(validateBirthday({ nom: 'Léa', age: '7', gateau: '1' })).toEqual({});
    expect(validateBirthday({ nom: 'x'.repeat(41), age: '7', gateau: '1' }).nom).toBe('40 caractères au plus.');
  });

  it('gives the line its anniversaires and reads them back for the pencil', () => {
    const birthday = toBirthday({ nom: ' Léa ', age: '7', gateau: '2', commentaires: 'Sans noix' });
    expect(birthday).toEqual({ nom: 'Léa', age: 7, gateaux: { id: 2, name: 'Fraisier' }, commentaires: 'Sans noix' });
    expect(fromBirthday(birthday)).toEqual({ nom: 'Léa', age: '7', gateau: '2', commentaires: 'Sans noix' });
    expect(fromBirthday(null)).toEqual({});
  });
});
