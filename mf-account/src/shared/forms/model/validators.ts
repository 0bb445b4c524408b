import { API_LIMITS, isEmail } from 'shared-events';
import { fieldTexts, messages } from './messages';
import { isCompletePhone } from './phone';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The server's rules, from the contract's API_LIMITS (api users/rules, families/rules FAMILY_LABEL_MAX). */
export const PASSWORD_MIN_LENGTH = API_LIMITS.account.passwordMinLength;
/** A family name's longest length once trimmed, spaces collapsed: the server's rule (api families/rules familyLabel). */
export const FAMILY_NAME_MAX = API_LIMITS.account.familyNameMax;

/** Over FAMILY_NAME_MAX characters once trimmed and spaces collapsed, as the server counts them; blank is the required rule's. */
export function familyNameRule(value: string | null | undefined): string | null {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  return name.length > FAMILY_NAME_MAX ? fieldTexts.familyNameTooLong : null;
}

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return value === false;
  return false;
}

export function isValidEmail(value: string | null | undefined): boolean {
  if (!value) return false;
  // Spec §5: the park's e-mail shape, the server's own rule.
  return isEmail(value.trim());
}

/** Required fields first ('Champ obligatoire'), then the format rules of the spec. */
export function collect<V extends object>(
  values: V,
  required: ReadonlyArray<keyof V & string>,
  rules: Array<[keyof V & string, string | null]>,
): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of required) {
    if (isBlank(values[field])) errors[field] = fieldTexts.required;
  }
  for (const [field, error] of rules) {
    if (error && !errors[field]) errors[field] = error;
  }
  return errors;
}

export function emailRule(value: string | undefined): string | null {
  return value && value.trim() !== '' && !isValidEmail(value) ? messages.badEmail : null;
}
export function passwordRule(value: string | undefined): string | null {
  return value && value.length < PASSWORD_MIN_LENGTH ? messages.shortPassword : null;
}
export function confirmationRule(password: string | undefined, confirmation: string | undefined): string | null {
  return confirmation && confirmation !== password ? messages.passwordMismatch : null;
}
export function phoneRule(value: string | undefined): string | null {
  return value && value.trim() !== '' && !isCompletePhone(value) ? fieldTexts.badPhone : null;
}
export interface SignInValues {
  email?: string;
  password?: string;
}
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return collect(values, ['email', 'password'], [['email', emailRule(values.email)]]);
}

export interface CompanySignInValues {
  identifier?: string;
  accessCode?: string;
}
export function validateCompanySignIn(values: CompanySignInValues): FieldErrors<CompanySignInValues> {
  return collect(values, ['identifier', 'accessCode'], []);
}

export interface CompanyRegistrationValues {
  companyName?: string;
  csePhone?: string;
  managerName?: string;
  billingAddress?: string;
  registrationNumber?: string;
  email?: string;
  password?: string;
  confirmation?: string;
  consent?: boolean;
}
export const COMPANY_REQUIRED = [
  'companyName',
  'csePhone',
  'managerName',
  'billingAddress',
  'registrationNumber',
  'email',
  'password',
  'confirmation',
  'consent',
] as const;
export function validateCompanyRegistration(values: CompanyRegistrationValues): FieldErrors<CompanyRegistrationValues> {
  return collect(values, COMPANY_REQUIRED, [
    ['csePhone', phoneRule(values.csePhone)],
    ['email', emailRule(values.email)],
    ['password', passwordRule(values.password)],
    ['confirmation', confirmationRule(values.password, values.confirmation)],
  ]);
}

export interface ResetRequestValues {
  email?: string;
}
export function validateResetRequest(values: ResetRequestValues): FieldErrors<ResetRequestValues> {
  return collect(values, ['email'], [['email', emailRule(values.email)]]);
}

export interface NewPasswordValues {
  password?: string;
  confirmation?: string;
}
export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  return collect(
    values,
    ['password', 'confirmation'],
    [
      ['password', passwordRule(values.password)],
      ['confirmation', confirmationRule(values.password, values.confirmation)],
    ],
  );
}

/**
 * The toast of a refused submission: the 'missing fields' message when a required field is empty
 * (spec §5; the reset page has its own wording), else the first rule broken.
 */
export function submitToast(
  errors: Record<string, string | undefined>,
  missingMessage: string = messages.missingFields,
): string | null {
  const list = Object.values(errors).filter((e): e is string => typeof e === 'string');
  if (list.length === 0) return null;
  if (list.includes(fieldTexts.required)) return missingMessage;
  return list[0] ?? null;
}
