import moment from 'moment-timezone';
import { fieldTexts, messages } from './messages';
import { isCompletePhone } from './phone';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** Spec §5: a standard e-mail shape (one @, no spaces, a dot in the domain, no empty labels). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const PASSWORD_MIN_LENGTH = 8;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return value === false;
  return false;
}

export function isValidEmail(value: string | null | undefined): boolean {
  if (!value) return false;
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v);
}

/** A birthday is a real day that has started before now (future dates refused). */
export function isValidBirthday(
  value: moment.Moment | string | null | undefined,
  now: moment.Moment = moment(),
): boolean {
  if (value === null || value === undefined || value === '') return false;
  const day = moment.isMoment(value) ? value : moment(value, ['YYYY-MM-DD', 'DD/MM/YYYY'], true);
  if (!day.isValid() || day.year() < 1900) return false;
  return day.clone().startOf('day').isBefore(now);
}

/** 'YYYY-MM-DD' of the day the picker shows (the API's birthday format). */
export function birthdayToApi(value: moment.Moment): string {
  return value.format('YYYY-MM-DD');
}

/** Required fields first ('Champ obligatoire'), then the format rules of the spec. */
function collect<V extends object>(
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

function emailRule(value: string | undefined): string | null {
  return value && value.trim() !== '' && !isValidEmail(value) ? messages.badEmail : null;
}
function passwordRule(value: string | undefined): string | null {
  return value && value.length < PASSWORD_MIN_LENGTH ? messages.shortPassword : null;
}
function confirmationRule(password: string | undefined, confirmation: string | undefined): string | null {
  return confirmation && confirmation !== password ? messages.passwordMismatch : null;
}
function phoneRule(value: string | undefined): string | null {
  return value && value.trim() !== '' && !isCompletePhone(value) ? fieldTexts.badPhone : null;
}
function birthdayRule(value: moment.Moment | null | undefined, now?: moment.Moment): string | null {
  return value !== null && value !== undefined && !isValidBirthday(value, now) ? messages.badBirthday : null;
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

export interface RegistrationValues {
  idCiv?: number | '';
  firstName?: string;
  lastName?: string;
  birthday?: moment.Moment | null;
  email?: string;
  mobilePhone?: string;
  address?: string;
  idVil?: number | null;
  password?: string;
  confirmation?: string;
  consent?: boolean;
}
export const REGISTRATION_REQUIRED = [
  'idCiv',
  'firstName',
  'lastName',
  'birthday',
  'email',
  'mobilePhone',
  'password',
  'confirmation',
  'consent',
] as const;
export function validateRegistration(values: RegistrationValues, now?: moment.Moment): FieldErrors<RegistrationValues> {
  return collect(values, REGISTRATION_REQUIRED, [
    ['birthday', birthdayRule(values.birthday, now)],
    ['email', emailRule(values.email)],
    ['mobilePhone', phoneRule(values.mobilePhone)],
    ['password', passwordRule(values.password)],
    ['confirmation', confirmationRule(values.password, values.confirmation)],
  ]);
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

export interface FamilyMemberValues {
  familyName?: string;
  idParam?: number | '';
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  birthday?: moment.Moment | null;
}
/** Family registration (spec §5): relation, phone, birthday, last name, first name, e-mail; the family name for the first member. */
export function validateFamilyMember(
  values: FamilyMemberValues,
  needsFamilyName: boolean,
  now?: moment.Moment,
): FieldErrors<FamilyMemberValues> {
  const required: Array<keyof FamilyMemberValues & string> = [
    'idParam',
    'firstName',
    'lastName',
    'email',
    'phone',
    'birthday',
  ];
  if (needsFamilyName) required.unshift('familyName');
  return collect(values, required, [
    ['birthday', birthdayRule(values.birthday, now)],
    ['email', emailRule(values.email)],
    ['phone', phoneRule(values.phone)],
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

export interface ProfileValues {
  firstName?: string;
  lastName?: string;
  /** Company accounts: CSE manager name. */
  secondName?: string;
  birthday?: moment.Moment | null;
  email?: string;
  mobilePhone?: string;
  address?: string;
  identificationNumber?: string;
  currentPassword?: string;
  password?: string;
  confirmation?: string;
}
/** Profile update (spec §5): the current password is always required; a new password is optional. */
export function validateProfile(
  values: ProfileValues,
  company: boolean,
  now?: moment.Moment,
): FieldErrors<ProfileValues> {
  const required: Array<keyof ProfileValues & string> = company
    ? ['lastName', 'secondName', 'email', 'mobilePhone', 'address', 'identificationNumber', 'currentPassword']
    : ['firstName', 'lastName', 'email', 'mobilePhone', 'currentPassword'];
  return collect(values, required, [
    ['birthday', birthdayRule(values.birthday, now)],
    ['email', emailRule(values.email)],
    ['mobilePhone', phoneRule(values.mobilePhone)],
    ['password', passwordRule(values.password)],
    [
      'confirmation',
      values.password ? (values.confirmation !== values.password ? messages.passwordMismatch : null) : null,
    ],
  ]);
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
