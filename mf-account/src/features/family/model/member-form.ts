import type moment from 'moment-timezone';
import { API_LIMITS } from 'shared-events';
import { messages } from '../../../shared/forms/model/messages';
import { phoneDigits } from '../../../shared/forms/model/phone';
import { isBlank, isValidEmail, type FieldErrors } from '../../../shared/forms/model/validators';
import { fieldTexts } from '../../../shared/forms/model/messages';
import { isCompletePhone } from '../../../shared/forms/model/phone';
import type { FamilyMember, MemberBody } from '../api/family-api';
import { ageFromBirthday, memberAge } from './member-age';

/** The account's member form (spec §5): civilité, prénom, nom, âge, mail, phone; relation when adding. */
export interface MemberFormValues {
  idCiv?: number | '';
  idParam?: number | '';
  firstName?: string;
  lastName?: string;
  age?: string | number;
  email?: string;
  phone?: string;
}

/** The youngest and oldest ages the server takes (api families/model MEMBER_AGE_MIN/MAX, the contract's API_LIMITS). */
export const AGE_MIN = API_LIMITS.account.memberAgeMin;
export const AGE_MAX = API_LIMITS.account.memberAgeMax;
export const BAD_AGE = `L'âge doit être au moins ${AGE_MIN}.`;
export const AGE_TOO_HIGH = `L'âge ne peut pas dépasser ${AGE_MAX} ans.`;

/** The age as a whole number, or null when it is not one. */
export function parseAge(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return null;
  return Number(text);
}

/**
 * Spec §5: civilité, prénom, nom, âge, mail and phone; the relation when adding. Editing does not require the
 * civility: the members added at the family step (mode 2) have none, and the API takes a member without one.
 * `ageFollowsBirthday` (editing a member with a birthday): the age may be left empty, it is then the birthday's (a
 * baby's is under 1, which the form's age cannot say).
 */
export function validateMemberForm(
  values: MemberFormValues,
  adding: boolean,
  ageFollowsBirthday = false,
): FieldErrors<MemberFormValues> {
  const errors: FieldErrors<MemberFormValues> = {};
  const required: Array<keyof MemberFormValues & string> = ['firstName', 'lastName', 'email', 'phone'];
  const ageLeftToBirthday = ageFollowsBirthday && (values.age === '' || isBlank(values.age));
  if (!ageLeftToBirthday) required.splice(2, 0, 'age');
  if (adding) required.unshift('idParam', 'idCiv');
  for (const field of required) {
    const value = values[field];
    if (value === '' || isBlank(value)) errors[field] = fieldTexts.required;
  }
  if (!errors.age && !ageLeftToBirthday) {
    const age = parseAge(values.age);
    if (age === null || age < AGE_MIN) errors.age = BAD_AGE;
    else if (age > AGE_MAX) errors.age = AGE_TOO_HIGH;
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = messages.badEmail;
  if (!errors.phone && !isCompletePhone(values.phone)) errors.phone = fieldTexts.badPhone;
  return errors;
}

/** What the API receives (the relation only when the form had one). */
export function memberBodyOf(values: MemberFormValues): MemberBody {
  const body: MemberBody = {
    idCiv: typeof values.idCiv === 'number' ? values.idCiv : null,
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    age: parseAge(values.age),
    email: values.email?.trim() || null,
    phone: phoneDigits(values.phone) || null,
  };
  if (typeof values.idParam === 'number') body.idParam = values.idParam;
  return body;
}

/**
 * What an edited member sends: as memberBodyOf, except an age that is the one their birthday gives, which is not
 * kept (null) so that the age shown keeps following the birthday; another age typed is kept and shown.
 */
export function memberUpdateOf(values: MemberFormValues, member: FamilyMember, now?: moment.Moment): MemberBody {
  const body = memberBodyOf(values);
  const birthdays = ageFromBirthday(member.birthday, now);
  return birthdays !== null && body.age === birthdays ? { ...body, age: null } : body;
}

/**
 * The form's starting values for editing a member (the age their birthday gives when none was typed; empty for a baby,
 * whose age in years is 0).
 */
export function memberFormValues(member: FamilyMember, now?: moment.Moment): MemberFormValues {
  return {
    idCiv: member.idCiv ?? '',
    idParam: member.idParam ?? '',
    firstName: member.firstName,
    lastName: member.lastName,
    age: memberAge(member, now) || '',
    email: member.email ?? '',
    phone: member.phone ?? '',
  };
}

/** The heading of the family: 'Famille Dupont' once, even when the name already says 'Famille'. */
export function familyHeading(label: string): string {
  const name = label.trim();
  return /^famille\b/i.test(name) ? name : `Famille ${name}`;
}
