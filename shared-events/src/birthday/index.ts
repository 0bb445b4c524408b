export {
  BIRTHDAY_AGE_MIN,
  BIRTHDAY_CAKES,
  BIRTHDAY_LIMITS,
  BIRTHDAY_MISSING_FIELDS,
  BIRTHDAY_REQUIRED,
  birthdayHasMissingField,
  fromBirthday,
  toBirthday,
  validateBirthday,
  yearsOld,
} from './birthday-form';
export type { BirthdayErrors, BirthdayValues } from './birthday-form';
