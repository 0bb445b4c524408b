import moment from 'moment-timezone';
import { messages } from './messages';
import {
  collect,
  confirmationRule,
  emailRule,
  familyNameRule,
  passwordRule,
  phoneRule,
  type FieldErrors,
} from './validators';

// The forms with a birthday (registration, family member, profile): apart from validators.ts so that the sign-in
// and password forms do not load moment (the area's dates chunk) with the area's first screen.

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

function birthdayRule(value: moment.Moment | null | undefined, now?: moment.Moment): string | null {
  return value !== null && value !== undefined && !isValidBirthday(value, now) ? messages.badBirthday : null;
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
    ['familyName', needsFamilyName ? familyNameRule(values.familyName) : null],
    ['birthday', birthdayRule(values.birthday, now)],
    ['email', emailRule(values.email)],
    ['phone', phoneRule(values.phone)],
  ]);
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
  /** The town (GET /api/city id), individuals only. */
  idVil?: number | null;
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
