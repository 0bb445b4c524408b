import { API_LIMITS } from '../api-contract/limits';
import type { BasketBirthday } from '../types';

/**
 * The birthday child form (spec §2, §3, §5): the child's first name, age (at least 1), the cake
 * (required) and comments. Bounds (names, comments, the child's age) are the server's (decision 0009), read from
 * the contract's limits. Pure.
 */

/** The cakes the park bakes (the form's choice; the server keeps the name). */
export const BIRTHDAY_CAKES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Gâteau au chocolat' },
  { id: 2, name: 'Fraisier' },
  { id: 3, name: 'Tarte aux fruits' },
  { id: 4, name: 'Gâteau sans gluten' },
];

export const BIRTHDAY_MISSING_FIELDS = 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.';
export const BIRTHDAY_REQUIRED = 'Champ obligatoire';
/** The server's bounds (api line-text TEXT_LIMITS, generated into the contract's limits). */
export const BIRTHDAY_LIMITS = { nom: API_LIMITS.basket.nameMax, commentaires: API_LIMITS.basket.commentMax } as const;
/** The child's youngest and oldest ages the server takes (api line-text CHILD_AGE_MIN, CHILD_AGE_MAX). */
export const BIRTHDAY_AGE = { min: API_LIMITS.basket.childAgeMin, max: API_LIMITS.basket.childAgeMax } as const;
/** An age outside BIRTHDAY_AGE: the words name only the youngest ("L'âge doit être d'au moins 1 an."). */
export const BIRTHDAY_AGE_MIN = `L'âge doit être d'au moins ${yearsOld(BIRTHDAY_AGE.min)}.`;

export interface BirthdayValues {
  nom?: string;
  age?: string;
  gateau?: string;
  commentaires?: string;
}

export type BirthdayErrors = Partial<Record<keyof BirthdayValues, string>>;

/** Field errors of the form (empty object when it can be sent). */
export function validateBirthday(values: BirthdayValues): BirthdayErrors {
  const errors: BirthdayErrors = {};
  const nom = (values.nom ?? '').trim();
  if (!nom) errors.nom = BIRTHDAY_REQUIRED;
  else if (nom.length > BIRTHDAY_LIMITS.nom) errors.nom = `${BIRTHDAY_LIMITS.nom} caractères au plus.`;
  const age = (values.age ?? '').trim();
  if (!age) errors.age = BIRTHDAY_REQUIRED;
  else if (!/^\d{1,3}$/.test(age) || Number(age) < BIRTHDAY_AGE.min || Number(age) > BIRTHDAY_AGE.max)
    errors.age = BIRTHDAY_AGE_MIN;
  if (!BIRTHDAY_CAKES.some((cake) => String(cake.id) === values.gateau)) errors.gateau = BIRTHDAY_REQUIRED;
  if ((values.commentaires ?? '').trim().length > BIRTHDAY_LIMITS.commentaires)
    errors.commentaires = `${BIRTHDAY_LIMITS.commentaires} caractères au plus.`;
  return errors;
}

/** True when an error is a missing required field (the toast then says so). */
export const birthdayHasMissingField = (errors: BirthdayErrors) => Object.values(errors).includes(BIRTHDAY_REQUIRED);

/** The line's `anniversaires` from valid values. */
export function toBirthday(values: BirthdayValues): BasketBirthday {
  const cake = BIRTHDAY_CAKES.find((candidate) => String(candidate.id) === values.gateau)!;
  return {
    nom: values.nom!.trim(),
    age: Number(values.age),
    gateaux: { id: cake.id, name: cake.name },
    commentaires: (values.commentaires ?? '').trim(),
  };
}

/** The form's values from a line's `anniversaires` (editing with the pencil). */
export function fromBirthday(birthday: BasketBirthday | null | undefined): BirthdayValues {
  if (!birthday) return {};
  return {
    nom: birthday.nom,
    age: String(birthday.age),
    gateau: String(
      BIRTHDAY_CAKES.find((cake) => cake.name === birthday.gateaux?.name)?.id ?? birthday.gateaux?.id ?? '',
    ),
    commentaires: birthday.commentaires ?? '',
  };
}

/** A child's age as the pages say it: '1 an', '8 ans'. */
export function yearsOld(age: number): string {
  return age === 1 ? '1 an' : `${age} ans`;
}
