/**
 * The birthday child form (spec §2, §3, §5): its rules live in shared-events (the account edits the
 * same form on a paid order); this area keeps its names.
 */
export {
  BIRTHDAY_CAKES as CAKES,
  BIRTHDAY_MISSING_FIELDS as MISSING_FIELDS,
  BIRTHDAY_REQUIRED as REQUIRED,
  BIRTHDAY_AGE_MIN as AGE_MIN,
  BIRTHDAY_LIMITS as LIMITS,
  birthdayHasMissingField as hasMissingField,
  validateBirthday,
  toBirthday,
  fromBirthday,
  type BirthdayValues,
  type BirthdayErrors,
} from 'shared-events';
