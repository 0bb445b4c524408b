import { HttpError } from '../../plugins/errors';
import { clean } from '../users/model';
import { isValidEmail, messages, parseBirthday } from '../users/rules';
import { familyMessages, type MemberInput } from './model';

export interface MemberValues {
  firstName?: string;
  lastName?: string;
  idParam?: number | null;
  idCiv?: number | null;
  email?: string | null;
  phone?: string | null;
  birthday?: string | null;
  age?: number | null;
  responsible?: boolean;
}

/**
 * Checks and normalises member fields. On creation first and last names are required; on update only
 * the fields sent change (null clears an optional one; names cannot be cleared). Who is responsible for the family is
 * set when the member is created and never changed by an update, whatever is sent.
 */
export function memberValues(input: MemberInput, creating: boolean, now: Date = new Date()): MemberValues {
  const out: MemberValues = {};
  const firstName = clean(input.firstName);
  const lastName = clean(input.lastName);
  if (creating ? !firstName || !lastName : firstName === null || lastName === null) {
    throw new HttpError(400, messages.missingFields);
  }
  if (firstName) out.firstName = firstName;
  if (lastName) out.lastName = lastName;
  if (input.idParam !== undefined) out.idParam = input.idParam;
  if (input.idCiv !== undefined) out.idCiv = input.idCiv;
  const email = clean(input.email);
  if (email !== undefined) {
    if (email !== null && !isValidEmail(email)) throw new HttpError(400, messages.badEmail);
    out.email = email;
  }
  const phone = clean(input.phone);
  if (phone !== undefined) out.phone = phone;
  const birthday = clean(input.birthday);
  if (birthday !== undefined) {
    const day = birthday === null ? null : parseBirthday(birthday, now);
    if (birthday !== null && !day) throw new HttpError(400, messages.badBirthday);
    out.birthday = day;
  }
  if (input.age !== undefined) {
    if (input.age !== null && input.age < 1) throw new HttpError(400, familyMessages.badAge);
    out.age = input.age;
  }
  if (creating) out.responsible = input.responsible ?? false;
  return out;
}

/** A family name: trimmed, 1 to 100 characters. */
export function familyLabel(value: string): string {
  const label = value.trim().replace(/\s+/g, ' ');
  if (label.length === 0 || label.length > 100) throw new HttpError(400, familyMessages.badLabel);
  return label;
}
