import { API_LIMITS } from '../api-contract/limits';
import { BIRTHDAY_AGE, BIRTHDAY_AGE_MIN, BIRTHDAY_LIMITS, validateBirthday } from './birthday-form';

const child = (age: string) => ({ nom: 'Léa', age, gateau: '1' });

describe("the birthday form's bounds (the contract's API_LIMITS)", () => {
  it("takes the child's ages the API takes, and refuses one outside them", () => {
    expect(BIRTHDAY_AGE).toEqual({ min: API_LIMITS.basket.childAgeMin, max: API_LIMITS.basket.childAgeMax });
    expect(validateBirthday(child(String(BIRTHDAY_AGE.min)))).toEqual({});
    expect(validateBirthday(child(String(BIRTHDAY_AGE.max)))).toEqual({});
    expect(validateBirthday(child(String(BIRTHDAY_AGE.min - 1)))).toEqual({ age: BIRTHDAY_AGE_MIN });
    expect(validateBirthday(child(String(BIRTHDAY_AGE.max + 1)))).toEqual({ age: BIRTHDAY_AGE_MIN });
    expect(validateBirthday(child('7,5'))).toEqual({ age: BIRTHDAY_AGE_MIN });
  });

  it('says the youngest age in its exact words', () => {
    expect(BIRTHDAY_AGE_MIN).toBe("L'âge doit être d'au moins 1 an.");
    expect(BIRTHDAY_AGE_MIN).toContain(`d'au moins ${API_LIMITS.basket.childAgeMin} an`);
  });

  it('says the longest name and comments in its exact words', () => {
    expect(BIRTHDAY_LIMITS).toEqual({ nom: API_LIMITS.basket.nameMax, commentaires: API_LIMITS.basket.commentMax });
    const long = validateBirthday({
      ...child('7'),
      nom: 'x'.repeat(BIRTHDAY_LIMITS.nom + 1),
      commentaires: 'y'.repeat(BIRTHDAY_LIMITS.commentaires + 1),
    });
    expect(long).toEqual({ nom: '40 caractères au plus.', commentaires: '300 caractères au plus.' });
    expect(long.nom).toBe(`${API_LIMITS.basket.nameMax} caractères au plus.`);
  });
});
